// USD estimates and percentages for the parts that load after the form (the review, the quote's
// breakdown, the settings): kept out of number.ts and text.ts, which the first load carries.
import { formatUnits } from 'viem'
import type { CommonLabels } from '../labels/common'
import { usdFigure, usdNumber, writeNumber, type NumberOptions } from './number'

/** Basis points as a percentage with its sign: 50 -> `0.5%` (`0,5 %` in de, `%0,5` in tr). */
export function formatPercent(bps: bigint | number, { locale }: NumberOptions = {}): string {
  // English has always written a percent ungrouped (`1234.56%`): kept.
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2, ...(locale === undefined || locale === 'en' ? { useGrouping: false } : {}) }
  const negative = BigInt(bps) < 0n
  const text = formatUnits(negative ? -BigInt(bps) : BigInt(bps), 4)
  // The minus goes by the digits, inside the percent sign, as 0.2 wrote it (`%-0,5` in tr, where Intl writes `-%0,5`).
  return writeNumber(locale, options, text, negative ? writeNumber(locale, {}, '-1').replace('1', '') : '')
}

/**
 * A percentage as a row shows it (price impact, slippage): the locale's Intl percent, its sign by
 * the digits, isolated left to right (LRI … PDI), so that right to left it reads as Intl writes it
 * (`0.5%`, `-0.1%`) beside words or alone, never `%0.5`.
 */
export function percentForPeople(bps: bigint | number, options: NumberOptions = {}): string {
  return `\u2066${formatPercent(bps, options)}\u2069`
}

/** A service USD string for people, as an estimate: `≈ $1,234.56`; undefined when it is not a number. */
export function usdForPeople(usd: string | undefined, labels: CommonLabels, options: NumberOptions = {}): string | undefined {
  if (usd === undefined) return undefined
  const figure = usdFigure(usd)
  // The figure without its dollar sign: `usdValue` places it where the locale's message (or English) puts it.
  return figure && (figure.bound ? labels.usdBelowCent : labels.usdValue(usdNumber(figure, options)))
}

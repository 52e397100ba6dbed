// USD estimates and percentages for the parts that load after the form (the review, the quote's
// breakdown, the settings): kept out of number.ts and text.ts, which the first load carries.
import type { CommonLabels } from '../labels/common'
import { formatBps, usdFigure, type NumberOptions } from './number'
import { numberMarksOf } from './numberMarks'

/** Basis points as a percentage with its sign: 50 -> `0.5%` (`0,5 %` in de, `%0,5` in tr). */
export function formatPercent(bps: bigint | number, options: NumberOptions = {}): string {
  return numberMarksOf(options.locale).percent(formatBps(bps, options))
}

/** A service USD string for people, as an estimate: `≈ $1,234.56`; undefined when it is not a number. */
export function usdForPeople(usd: string | undefined, labels: CommonLabels, options: NumberOptions = {}): string | undefined {
  if (usd === undefined) return undefined
  // The figure without its dollar sign: `usdValue` places it where the locale's message (or English) puts it.
  const marks = numberMarksOf(options.locale)
  const figure = usdFigure(usd, marks)
  return figure && (figure.bound ? labels.usdBelowCent : labels.usdValue(marks.signed(figure.number, figure.negative)))
}

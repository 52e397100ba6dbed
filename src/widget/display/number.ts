import { formatUnits, parseUnits } from 'viem'
import { numberMarksOf, type NumberMarks } from './numberMarks'

// One formatter for every number the widget shows: the form's cards, the quote, the review, the
// run, the outcome and the history all print through here, so one amount reads the same everywhere.
// Amounts stay bigints from the wire to the string: no float ever touches one. Digits are cut,
// never rounded up, so a figure never claims more than the amount holds.
//
// The rule (issue 17):
// - a token amount keeps up to 6 significant digits (`0.00996569`, `1.23456`, `1,234.56`,
//   `123,456`), every whole digit below a million; from a million it is compact with up to 6
//   significant digits (`1.23456M`), from 10^15 a mantissa and an exponent (`1.2e32`); a positive
//   amount below 0.000001 reads `<0.000001`;
// - a USD value has 2 decimals below $100,000 (`$1,234.56`), then 3 significant digits, trailing
//   zeros kept so two figures line up (`$123K`, `$3.70M`, `$3.69M`); `<$0.01` below a cent.
// The digits are cut on decimal strings first; the locale only writes them (numberMarks.ts): its
// digits and marks, its compact units (`1,23456 Mio.`, `123.456万`) and where `$` goes.

export interface NumberOptions {
  /** The widget's locale (`useWidgetLocale()`), which writes the digits; English without one. */
  locale?: string | undefined
}

/** From this many whole digits, a token amount is compact (a million: `1.23456M`). */
const COMPACT_FROM = 6
/** From 10^15 whole units, a mantissa and an exponent: `1.2e32`. */
const SCIENTIFIC_FROM = 15
/** Significant digits a token amount keeps, on a card, in a row or in a sentence. */
const SIGNIFICANT = 6
/** Below this many fraction digits, a positive amount reads `<0.000001`. */
const SMALL_FLOOR_DIGITS = 6

/** An exact decimal string of `value` in whole units, for input fields: `12.5`, `0.000001`. */
export function toDecimalString(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}

/** A decimal string (`-0.5`, `12`) as an integer of `decimals` fraction digits; undefined when it is not one. */
export function parseDecimal(value: string | undefined, decimals: number): bigint | undefined {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined
  return parseUnits(value.trim(), decimals)
}

/** Basis points as a percent, with at most two fraction digits: 50 -> `0.5`, 1234 -> `12.34`. */
export function formatBps(bps: bigint | number, { locale }: NumberOptions = {}): string {
  const text = formatUnits(BigInt(bps), 2)
  if (locale === undefined || locale === 'en') return text
  const [integer = '0', fraction = ''] = text.replace('-', '').split('.')
  const marks = numberMarksOf(locale)
  return marks.signed(marks.plain(integer, fraction), text.startsWith('-'))
}

/** `integer` and `fraction` cut to `digits`, its trailing zeros dropped, as the locale writes them. */
function joinCut(marks: NumberMarks, integer: string, fraction: string, digits: number): string {
  return marks.plain(integer, fraction.slice(0, digits).replace(/0+$/, ''))
}

/** `integer.fraction` cut to `digits`, trailing zeros dropped, as an editable plain decimal. */
function joinPlain(integer: string, fraction: string, digits: number): string {
  const kept = fraction.slice(0, digits).replace(/0+$/, '')
  return kept ? `${integer}.${kept}` : integer
}

/** A non-negative scaled integer (`decimals` fraction digits) as digits before and after the point. */
function split(value: bigint, decimals: number): { integer: string; fraction: string } {
  const digits = value.toString().padStart(decimals + 1, '0')
  return { integer: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) }
}

/** Fraction digits that `SIGNIFICANT` digits leave after `integer` (all of it when it is `0`). */
function fractionDigits(integer: string, fraction: string): number {
  if (integer !== '0') return Math.max(SIGNIFICANT - integer.length, 0)
  const firstDigit = fraction.search(/[1-9]/)
  return firstDigit === -1 ? 0 : firstDigit + SIGNIFICANT
}

/** A non-negative amount for people; `decimals` is the count of fraction digits in `value`. */
function formatPositive(value: bigint, decimals: number, marks: NumberMarks): string {
  const { integer, fraction } = split(value, decimals)
  if (integer.length > SCIENTIFIC_FROM) return marks.scientific(joinCut(marks, integer[0] ?? '0', integer.slice(1), 1), integer.length - 1)
  const unit = integer.length > COMPACT_FROM ? marks.compact(integer.length) : undefined
  if (unit) {
    const whole = integer.slice(0, -unit.exponent)
    return unit.around(joinCut(marks, whole, integer.slice(-unit.exponent), Math.max(SIGNIFICANT - whole.length, 0)))
  }
  if (integer !== '0') return joinCut(marks, integer, fraction, fractionDigits(integer, fraction))
  const firstDigit = fraction.search(/[1-9]/)
  if (firstDigit === -1) return marks.plain('0', '')
  if (firstDigit >= SMALL_FLOOR_DIGITS) return `<${marks.plain('0', `${'0'.repeat(SMALL_FLOOR_DIGITS - 1)}1`)}`
  return joinCut(marks, '0', fraction, fractionDigits(integer, fraction))
}

/**
 * A non-negative amount for an amount field, as a plain decimal the user can edit (no grouping, no
 * suffix), with the digits `formatUnitsForPeople` shows: a quoted card reads as the review, the
 * outcome and the history do. Every whole digit stays (from a million, people see `1.23456M`
 * where the field holds `1234567`); dust keeps its 6 significant digits. Cut, never rounded up.
 */
export function formatUnitsForInput(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  return joinPlain(integer, fraction, fractionDigits(integer, fraction))
}

/**
 * An on-chain amount (smallest unit) for people, with up to 6 significant digits: grouped
 * (`9,999.97`), compact from a million (`1.23456M`, `45.6B`, `7.8T`, then `1.2e32`), `0.00012345`
 * below one, and `<0.000001` for dust. Cut, never rounded up.
 */
export function formatUnitsForPeople(value: bigint, decimals: number, { locale }: NumberOptions = {}): string {
  const marks = numberMarksOf(locale)
  return marks.signed(formatPositive(value < 0n ? -value : value, decimals, marks), value < 0n)
}

/** Digits kept from a USD string: enough to tell dust from zero. */
const USD_DECIMALS = 18
/** Digits of whole dollars from which USD is compact: from $100,000. */
const COMPACT_USD_FROM = 6
/** Significant digits of a compact USD value, trailing zeros kept: `$3.70M`. */
const USD_SIGNIFICANT = 3

/**
 * A USD decimal string from the service for people: `$1,234.56` below $100,000, then 3 significant
 * digits (`$123K`, `$3.70M`, `$60.0M`), `<$0.01` for a positive amount below a cent. Cut, never
 * rounded up. Undefined when it is not a decimal number.
 */
export function formatUsdForPeople(usd: string, { locale }: NumberOptions = {}): string | undefined {
  const marks = numberMarksOf(locale)
  const figure = usdFigure(usd, marks)
  return figure && `${figure.bound}${marks.usd(figure.number, figure.negative)}`
}

/** The digits a USD figure shows, cut by issue 17's rules and written by `marks`; `bound` is `<` or `>` below a cent. */
export function usdFigure(usd: string, marks: NumberMarks): { number: string; negative: boolean; bound: string } | undefined {
  const text = usd.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  const negative = text.startsWith('-')
  const value = parseUnits(text.replace(/^-/, '').replace(/(\.\d{18})\d+$/, '$1'), USD_DECIMALS)
  if (value === 0n) return { number: marks.plain('0', '00'), negative: false, bound: '' }
  const { integer, fraction } = split(value, USD_DECIMALS)
  if (integer.length >= COMPACT_USD_FROM) return { number: compactUsd(integer, marks), negative, bound: '' }
  if (integer === '0' && /^0{2}/.test(fraction)) return { number: marks.plain('0', '01'), negative, bound: negative ? '>' : '<' }
  return { number: marks.plain(integer, fraction.slice(0, 2)), negative, bound: '' }
}

/** Whole dollars (6 digits or more) in 3 significant digits and a unit (`123K`, `3.70M`, `1.2e15`); in full where the locale has no unit. */
function compactUsd(integer: string, marks: NumberMarks): string {
  if (integer.length > SCIENTIFIC_FROM) return marks.scientific(marks.plain(integer[0] ?? '0', integer.slice(1, USD_SIGNIFICANT)), integer.length - 1)
  const unit = marks.compact(integer.length)
  if (!unit) return marks.plain(integer, '')
  const whole = integer.slice(0, -unit.exponent)
  return unit.around(marks.plain(whole, integer.slice(-unit.exponent).slice(0, Math.max(USD_SIGNIFICANT - whole.length, 0))))
}

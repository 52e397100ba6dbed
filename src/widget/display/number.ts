import { formatUnits, parseUnits } from 'viem'

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

const COMPACT = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
] as const
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
export function formatBps(bps: bigint | number): string {
  return formatUnits(BigInt(bps), 2)
}

/** `1234567` -> `1,234,567`. */
function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `integer.fraction` with the fraction cut to `digits` and its trailing zeros dropped. */
function joinCut(integer: string, fraction: string, digits: number): string {
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
function formatPositive(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  if (integer.length > SCIENTIFIC_FROM) return `${joinCut(integer[0] ?? '0', integer.slice(1), 1)}e${integer.length - 1}`
  for (const { exponent, suffix } of COMPACT) {
    if (integer.length > exponent) {
      const whole = integer.slice(0, -exponent)
      return `${joinCut(whole, integer.slice(-exponent), Math.max(SIGNIFICANT - whole.length, 0))}${suffix}`
    }
  }
  if (integer !== '0') return joinCut(group(integer), fraction, fractionDigits(integer, fraction))
  const firstDigit = fraction.search(/[1-9]/)
  if (firstDigit === -1) return '0'
  if (firstDigit >= SMALL_FLOOR_DIGITS) return `<0.${'0'.repeat(SMALL_FLOOR_DIGITS - 1)}1`
  return joinCut('0', fraction, fractionDigits(integer, fraction))
}

/**
 * A non-negative amount for an amount field, as a plain decimal the user can edit (no grouping, no
 * suffix), with the digits `formatUnitsForPeople` shows: a quoted card reads as the review, the
 * outcome and the history do. Every whole digit stays (from a million, people see `1.23456M`
 * where the field holds `1234567`); dust keeps its 6 significant digits. Cut, never rounded up.
 */
export function formatUnitsForInput(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  return joinCut(integer, fraction, fractionDigits(integer, fraction))
}

/**
 * An on-chain amount (smallest unit) for people, with up to 6 significant digits: grouped
 * (`9,999.97`), compact from a million (`1.23456M`, `45.6B`, `7.8T`, then `1.2e32`), `0.00012345`
 * below one, and `<0.000001` for dust. Cut, never rounded up.
 */
export function formatUnitsForPeople(value: bigint, decimals: number): string {
  const text = formatPositive(value < 0n ? -value : value, decimals)
  return value < 0n ? `-${text}` : text
}

/** Digits kept from a USD string: enough to tell dust from zero. */
const USD_DECIMALS = 18
/** Digits of whole dollars from which USD is compact: from $100,000. */
const COMPACT_USD_FROM = 6
/** Significant digits of a compact USD value, trailing zeros kept: `$3.70M`. */
const USD_SIGNIFICANT = 3
const USD_COMPACT = [{ exponent: 12, suffix: 'T' }, { exponent: 9, suffix: 'B' }, { exponent: 6, suffix: 'M' }, { exponent: 3, suffix: 'K' }] as const

/**
 * A USD decimal string from the service for people: `$1,234.56` below $100,000, then 3 significant
 * digits (`$123K`, `$3.70M`, `$60.0M`), `<$0.01` for a positive amount below a cent. Cut, never
 * rounded up. Undefined when it is not a decimal number.
 */
export function formatUsdForPeople(usd: string): string | undefined {
  const text = usd.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  const sign = text.startsWith('-') ? '-' : ''
  const value = parseUnits(text.replace(/^-/, '').replace(/(\.\d{18})\d+$/, '$1'), USD_DECIMALS)
  if (value === 0n) return '$0.00'
  const { integer, fraction } = split(value, USD_DECIMALS)
  if (integer.length >= COMPACT_USD_FROM) return `${sign}$${compactUsd(integer)}`
  if (integer === '0' && /^0{2}/.test(fraction)) return sign ? '>-$0.01' : '<$0.01'
  return `${sign}$${group(integer)}.${fraction.slice(0, 2)}`
}

/** Whole dollars (6 digits or more) in 3 significant digits and a suffix: `123K`, `3.70M`, `1.2e15`. */
function compactUsd(integer: string): string {
  const unit = USD_COMPACT.find(({ exponent }) => integer.length > exponent)
  if (!unit || integer.length > SCIENTIFIC_FROM) return `${integer[0] ?? '0'}.${integer.slice(1, USD_SIGNIFICANT)}e${integer.length - 1}`
  const whole = integer.slice(0, -unit.exponent)
  const kept = integer.slice(-unit.exponent).slice(0, Math.max(USD_SIGNIFICANT - whole.length, 0))
  return `${whole}${kept ? `.${kept}` : ''}${unit.suffix}`
}

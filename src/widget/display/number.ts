import { formatUnits, parseUnits } from 'viem'

// One formatter for every number the widget shows. Amounts stay bigints from the wire to the
// string: no float ever touches one. Digits are cut, never rounded up, so a figure never claims
// more than the amount holds.

const COMPACT = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
] as const
/** From 10^15 whole units, a mantissa and an exponent: `1.2e32`. */
const SCIENTIFIC_FROM = 15
const SMALL_SIGNIFICANT = 4
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

/** A non-negative amount for people; `decimals` is the count of fraction digits in `value`. */
function formatPositive(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  if (integer.length > SCIENTIFIC_FROM) return `${joinCut(integer[0] ?? '0', integer.slice(1), 1)}e${integer.length - 1}`
  for (const { exponent, suffix } of COMPACT) {
    if (integer.length > exponent) return `${joinCut(integer.slice(0, -exponent), integer.slice(-exponent), 2)}${suffix}`
  }
  if (integer !== '0') return joinCut(group(integer), fraction, integer.length >= 4 ? 2 : 4)
  const firstDigit = fraction.search(/[1-9]/)
  if (firstDigit === -1) return '0'
  if (firstDigit >= SMALL_FLOOR_DIGITS) return `<0.${'0'.repeat(SMALL_FLOOR_DIGITS - 1)}1`
  return joinCut('0', fraction, firstDigit + SMALL_SIGNIFICANT)
}

/** Digits an amount for an input keeps: fraction digits at or above one whole unit, significant ones below. */
const INPUT_DIGITS = 6

/**
 * A non-negative amount for an amount field, as a plain decimal the user can edit (no grouping, no
 * suffix): 6 fraction digits at or above one, 6 significant digits below. Cut, never rounded up.
 */
export function formatUnitsForInput(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  const firstDigit = fraction.search(/[1-9]/)
  return joinCut(integer, fraction, integer !== '0' || firstDigit === -1 ? INPUT_DIGITS : firstDigit + INPUT_DIGITS)
}

/**
 * An on-chain amount (smallest unit) for people: grouped (`9,999.97`), compact above a million
 * (`1.23M`, `45.6B`, `7.8T`, then `1.2e32`), four significant digits below one (`0.0001234`), and
 * `<0.000001` for dust. Cut, never rounded up.
 */
export function formatUnitsForPeople(value: bigint, decimals: number): string {
  const text = formatPositive(value < 0n ? -value : value, decimals)
  return value < 0n ? `-${text}` : text
}

/** Digits kept from a USD string: enough to tell dust from zero. */
const USD_DECIMALS = 18
/** Digits of whole dollars above which USD is compact: from a million. */
const COMPACT_USD_FROM = 6

/**
 * A USD decimal string from the service for people: `$1,234.56`, `$60M` above a million,
 * `<$0.01` for a positive amount below a cent. Undefined when it is not a decimal number.
 */
export function formatUsdForPeople(usd: string): string | undefined {
  const text = usd.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  const sign = text.startsWith('-') ? '-' : ''
  const value = parseUnits(text.replace(/^-/, '').replace(/(\.\d{18})\d+$/, '$1'), USD_DECIMALS)
  if (value === 0n) return '$0.00'
  const { integer, fraction } = split(value, USD_DECIMALS)
  if (integer.length > COMPACT_USD_FROM) return `${sign}$${formatPositive(value, USD_DECIMALS)}`
  if (integer === '0' && /^0{2}/.test(fraction)) return sign ? '>-$0.01' : '<$0.01'
  return `${sign}$${group(integer)}.${fraction.slice(0, 2)}`
}

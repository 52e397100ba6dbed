import { formatUnits, parseUnits } from 'viem'

// One formatter for every number the widget shows: the form's cards, the quote, the review, the
// run, the outcome and the history all print through here, so one amount reads the same everywhere.
// Amounts stay bigints until they are an exact decimal string: no float ever touches one. Digits
// are cut, never rounded up, so a figure never claims more than the amount holds.
//
// The rule (issue 17):
// - a token amount keeps up to 6 significant digits (`0.00996569`, `1.23456`, `1,234.56`,
//   `123,456`), every whole digit below a million; from a million it is compact with up to 6
//   significant digits (`1.23456M`), from 10^15 a mantissa and an exponent (`1.2e32`); a positive
//   amount below 0.000001 reads `<0.000001`;
// - a USD value has 2 decimals below $100,000 (`$1,234.56`), then 3 significant digits, trailing
//   zeros kept so two figures line up (`$123K`, `$3.70M`, `$3.69M`); `<$0.01` below a cent.
// Which rule applies is read from the decimal string; `Intl.NumberFormat` (v3: a string is formatted
// exactly, `roundingMode: 'trunc'` cuts) writes it in the locale: digits, marks, compact units, `$`.
// display/test/numberReference.ts keeps 0.2's bigint path, and number.test.ts holds the two equal.

export interface NumberOptions {
  /** The widget's locale (`useWidgetLocale()`), which writes the digits; English without one. */
  locale?: string | undefined
}

/** From this many whole digits, a token amount is compact (a million: `1.23456M`). */
const COMPACT_FROM = 6
/** From 10^15 whole units, a mantissa and an exponent: `1.2e32`. */
const SCIENTIFIC_FROM = 15
/** Below this many fraction digits, a positive amount reads `<0.000001`. */
const SMALL_FLOOR_DIGITS = 6
/** Significant digits a token amount keeps, on a card, in a row or in a sentence. */
const SIGNIFICANT = 6

/**
 * A token amount's digits: 6 significant, but every whole digit (`morePrecision` of the two keeps
 * the longer), cut. Compact notation applies it to the digits before the unit (`1.23456M`, `123.456万`).
 */
const TOKEN: Intl.NumberFormatOptions = { maximumSignificantDigits: SIGNIFICANT, maximumFractionDigits: 0, roundingPriority: 'morePrecision', roundingMode: 'trunc' }
const TOKEN_COMPACT: Intl.NumberFormatOptions = { ...TOKEN, notation: 'compact' }
const TOKEN_SCIENTIFIC: Intl.NumberFormatOptions = { notation: 'scientific', maximumFractionDigits: 1, roundingMode: 'trunc' }

/** Digits kept from a USD string: enough to tell dust from zero. */
const USD_DECIMALS = 18
/** Digits of whole dollars from which USD is compact: from $100,000. */
const COMPACT_USD_FROM = 6
/** Significant digits of a compact USD value, trailing zeros kept: `$3.70M`. */
const USD_SIGNIFICANT = 3

const CENTS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' }
const USD_COMPACT: Intl.NumberFormatOptions = {
  notation: 'compact',
  minimumSignificantDigits: USD_SIGNIFICANT,
  maximumSignificantDigits: USD_SIGNIFICANT,
  maximumFractionDigits: 0,
  roundingPriority: 'morePrecision',
  roundingMode: 'trunc',
}
const USD_SCIENTIFIC: Intl.NumberFormatOptions = { notation: 'scientific', minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' }

// Direction marks Intl puts around a figure for right-to-left text (Arabic's `‏30.00 US$` starts with
// U+200F). The widget isolates its figures itself (`dir="ltr"`, a message's FSI … PDI), where a leading
// right-to-left mark would turn the isolate right to left: `US$ 30.00`.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g

type Decimal = Intl.StringNumericLiteral

interface LocaleFormat {
  format: Intl.NumberFormat
  /** English (the default, or a tag Intl does not know) writes its exponent `e`, as it always has: `1.2e32`. */
  english: boolean
}

// Formatters by locale and options, built once each: they are pure, and building one costs far more than using it.
const formats = new Map<string, LocaleFormat>()

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): LocaleFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`
  let known = formats.get(key)
  if (!known) {
    known = localeFormat(locale, options)
    formats.set(key, known)
  }
  return known
}

function localeFormat(locale: string | undefined, options: Intl.NumberFormatOptions): LocaleFormat {
  if (locale && locale !== 'en') {
    try {
      return { format: new Intl.NumberFormat(locale, compactGrouping(locale, options)), english: false }
    } catch {
      // A tag Intl does not know: English rather than an error in the middle of a render.
    }
  }
  return { format: new Intl.NumberFormat('en', compactGrouping('en', options)), english: true }
}

/**
 * Intl groups no digits before a compact unit in Chinese, Japanese and Korean (`1234万`), where 0.2
 * grouped them as the locale groups a whole number (`1,234万`, and `1000 M` in Spanish, which
 * groups from five digits): kept, as Japanese prices read (`1,000万円`).
 */
function compactGrouping(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormatOptions {
  if (options.notation !== 'compact') return options
  const groupsThousands = /\D/.test(new Intl.NumberFormat(locale).format(1000))
  return { ...options, useGrouping: groupsThousands ? 'always' : 'min2' }
}

/** `text`, an exact decimal string, as `locale` writes it with `options`; `bound` (`<`, a minus) goes right before its first digit. */
export function writeNumber(locale: string | undefined, options: Intl.NumberFormatOptions, text: string, bound = ''): string {
  const { format, english } = numberFormat(locale, options)
  let bounded = !bound
  return format
    .formatToParts(text as Decimal)
    .map((part) => {
      const value = part.type === 'exponentSeparator' && english ? 'e' : part.value.replace(DIRECTION_MARKS, '')
      if (bounded || part.type !== 'integer') return value
      bounded = true
      return `${bound}${value}`
    })
    .join('')
}

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
  // English has always written a percent ungrouped (`1234.56`), as a plain decimal: kept.
  return locale === undefined || locale === 'en' ? text : writeNumber(locale, { maximumFractionDigits: 2 }, text)
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

/**
 * A non-negative amount for an amount field, as a plain decimal the user can edit (no grouping, no
 * suffix), with the digits `formatUnitsForPeople` shows: a quoted card reads as the review, the
 * outcome and the history do. Every whole digit stays (from a million, people see `1.23456M`
 * where the field holds `1234567`); dust keeps its 6 significant digits. Cut, never rounded up.
 * A plain ASCII decimal, in no locale: string slicing, no Intl.
 */
export function formatUnitsForInput(value: bigint, decimals: number): string {
  const { integer, fraction } = split(value, decimals)
  const kept = fraction.slice(0, fractionDigits(integer, fraction)).replace(/0+$/, '')
  return kept ? `${integer}.${kept}` : integer
}

/**
 * An on-chain amount (smallest unit) for people, with up to 6 significant digits: grouped
 * (`9,999.97`), compact from a million (`1.23456M`, `45.6B`, `7.8T`, then `1.2e32`), `0.00012345`
 * below one, and `<0.000001` for dust. Cut, never rounded up.
 */
export function formatUnitsForPeople(value: bigint, decimals: number, { locale }: NumberOptions = {}): string {
  const sign = value < 0n ? '-' : ''
  const { integer, fraction } = split(value < 0n ? -value : value, decimals)
  if (integer.length > SCIENTIFIC_FROM) return writeNumber(locale, TOKEN_SCIENTIFIC, `${sign}${integer}`)
  if (integer === '0' && fraction.search(/[1-9]/) >= SMALL_FLOOR_DIGITS) return writeNumber(locale, TOKEN, `${sign}0.${'1'.padStart(SMALL_FLOOR_DIGITS, '0')}`, '<')
  return writeNumber(locale, integer.length > COMPACT_FROM ? TOKEN_COMPACT : TOKEN, `${sign}${integer}${fraction && `.${fraction}`}`)
}

/** A USD string cut by issue 17's rules: the exact decimal to write, the Intl digits to write it with, and `<` or `>` below a cent. */
export interface UsdFigure {
  text: string
  digits: Intl.NumberFormatOptions
  bound: '' | '<' | '>'
}

/** The figure a USD decimal string shows (see `UsdFigure`); undefined when it is not a decimal number. */
export function usdFigure(usd: string): UsdFigure | undefined {
  const text = usd.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  const sign = text.startsWith('-') ? '-' : ''
  const [whole = '', decimals = ''] = text.replace('-', '').split('.')
  const integer = whole.replace(/^0+(?=\d)/, '')
  const fraction = decimals.slice(0, USD_DECIMALS)
  if (/^0*$/.test(integer + fraction)) return { text: '0', digits: CENTS, bound: '' }
  if (integer.length > SCIENTIFIC_FROM) return { text: `${sign}${integer}`, digits: USD_SCIENTIFIC, bound: '' }
  if (integer.length >= COMPACT_USD_FROM) return { text: `${sign}${integer}`, digits: USD_COMPACT, bound: '' }
  if (integer === '0' && fraction.padEnd(2, '0').startsWith('00')) return { text: `${sign}0.01`, digits: CENTS, bound: sign ? '>' : '<' }
  return { text: `${sign}${integer}${fraction && `.${fraction}`}`, digits: CENTS, bound: '' }
}

/** A USD figure in `locale` without its dollar sign, for a message that places it (`≈ {usd}`). */
export function usdNumber(figure: UsdFigure, { locale }: NumberOptions = {}): string {
  return writeNumber(locale, figure.digits, figure.text)
}

/**
 * A USD decimal string from the service for people: `$1,234.56` below $100,000, then 3 significant
 * digits (`$123K`, `$3.70M`, `$60.0M`), `<$0.01` for a positive amount below a cent. Cut, never
 * rounded up. Undefined when it is not a decimal number.
 */
export function formatUsdForPeople(usd: string, { locale }: NumberOptions = {}): string | undefined {
  const figure = usdFigure(usd)
  return figure && `${figure.bound}${writeNumber(locale, { ...figure.digits, style: 'currency', currency: 'USD' }, figure.text)}`
}

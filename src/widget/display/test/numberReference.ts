// 0.2's number formatting (issue 17), kept whole as the reference that number.test.ts holds the
// Intl path to: bigint and string arithmetic cuts the digits, and each locale's marks are learnt
// from Intl formatting whole numbers only. Test support, never shipped.
import { formatUnits, parseUnits } from 'viem'

/** A compact unit of the locale: `exponent` digits go behind it (`Mio.` 6 in de, `万` 4 in ja). */
export interface CompactUnit {
  exponent: number
  /** The cut number (`1,23456`) in the unit's pattern: `1,23456 Mio.`. */
  around(number: string): string
}

export interface NumberMarks {
  /** ASCII whole digits grouped, then the fraction digits after the decimal mark when there are any. */
  plain(integer: string, fraction: string): string
  /** The compact unit for a whole part of `length` digits; undefined when the locale writes it in full. */
  compact(length: number): CompactUnit | undefined
  /** `1.2e32`: a mantissa already written with `plain`, and its exponent. */
  scientific(mantissa: string, exponent: number): string
  /** A written number with its sign. */
  signed(number: string, negative: boolean): string
  /** A written number in US dollars, with its sign. */
  usd(number: string, negative: boolean): string
  /** A written number as a percentage: `0.5%`, `0,5 %` in de, `%0,5` in tr. */
  percent(number: string): string
}

/** `1234567` -> `1,234,567`. */
const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** English's compact units by exponent: `K` 3, `M` 6, `B` 9, `T` 12. */
const ENGLISH_COMPACT = [12, 9, 6, 3]
const ENGLISH_SUFFIX = ' KMBT'

/** English as issue 17 wrote it, with no Intl call: the first load's locale and the default. */
const ENGLISH: NumberMarks = {
  plain: (integer, fraction) => (fraction ? `${group(integer)}.${fraction}` : group(integer)),
  compact(length) {
    const exponent = ENGLISH_COMPACT.find((unit) => length > unit)
    return exponent === undefined ? undefined : { exponent, around: (number) => `${number}${ENGLISH_SUFFIX[exponent / 3]}` }
  },
  scientific: (mantissa, exponent) => `${mantissa}e${exponent}`,
  signed: (number, negative) => (negative ? `-${number}` : number),
  usd: (number, negative) => `${negative ? '-' : ''}$${number}`,
  percent: (number) => `${number}%`,
}

/** The marks of `locale`: English's without one, else learnt from Intl (English for a tag Intl does not know). */
export function referenceMarks(locale: string | undefined): NumberMarks {
  if (locale === undefined || locale === 'en') return ENGLISH
  let marks = learnt.get(locale)
  if (!marks) {
    try {
      marks = intlMarks(locale)
    } catch {
      marks = ENGLISH
    }
    learnt.set(locale, marks)
  }
  return marks
}

const learnt = new Map<string, NumberMarks>()

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction'])

// Direction marks Intl puts around a figure for right-to-left text (Arabic's `‏30.00 US$` starts with
// U+200F). The widget isolates its figures itself (`dir="ltr"`, a message's FSI … PDI), where a leading
// right-to-left mark would turn the isolate right to left: `US$ 30.00`.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g

/** What a formatted number puts before and after its digits (`-`, `$`, ` Mio.`), without direction marks. */
function affixes(parts: Intl.NumberFormatPart[]): { before: string; after: string } {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type))
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type))
  const join = (from: Intl.NumberFormatPart[]) => from.map((part) => part.value.replace(DIRECTION_MARKS, '')).join('')
  return { before: join(parts.slice(0, first)), after: join(parts.slice(last + 1)) }
}

/** `locale`'s marks, from what Intl writes for whole numbers. */
export function intlMarks(locale: string): NumberMarks {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const digits = Array.from({ length: 10 }, (_, digit) => whole.format(digit))
  const localDigits = (text: string) => text.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)
  const compactFormat = new Intl.NumberFormat(locale, { notation: 'compact' })
  const units = new Map<number, CompactUnit | undefined>()
  const exponentMark = new Intl.NumberFormat(locale, { notation: 'scientific' }).formatToParts(1).find((part) => part.type === 'exponentSeparator')?.value ?? 'E'
  const minus = affixes(whole.formatToParts(-1))
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const dollars = { positive: affixes(currency.formatToParts(1)), negative: affixes(currency.formatToParts(-1)) }
  const percent = affixes(new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.01))

  /** The unit Intl's compact notation gives 10^(length-1): how many of its digits it keeps says the exponent. */
  function compactUnit(length: number): CompactUnit | undefined {
    const parts = compactFormat.formatToParts(10 ** (length - 1))
    if (!parts.some((part) => part.type === 'compact')) return undefined
    const kept = parts.filter((part) => part.type === 'integer').reduce((count, part) => count + part.value.length, 0)
    const { before, after } = affixes(parts)
    return { exponent: length - kept, around: (number) => `${before}${number}${after}` }
  }

  return {
    plain: (integer, fraction) => `${whole.format(BigInt(integer))}${fraction ? `${decimal}${localDigits(fraction)}` : ''}`,
    compact(length) {
      if (!units.has(length)) units.set(length, compactUnit(length))
      return units.get(length)
    },
    scientific: (mantissa, exponent) => `${mantissa}${exponentMark}${localDigits(String(exponent))}`,
    signed: (number, negative) => (negative ? `${minus.before}${number}${minus.after}` : number),
    usd(number, negative) {
      const { before, after } = negative ? dollars.negative : dollars.positive
      return `${before}${number}${after}`
    },
    percent: (number) => `${percent.before}${number}${percent.after}`,
  }
}

interface NumberOptions {
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
  const marks = referenceMarks(locale)
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
  const marks = referenceMarks(locale)
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
  const marks = referenceMarks(locale)
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

/** Basis points as a percentage with its sign, as 0.2 wrote it. */
export function formatPercent(bps: bigint | number, options: NumberOptions = {}): string {
  return referenceMarks(options.locale).percent(formatBps(bps, options))
}

/** A USD figure without its dollar sign, as 0.2 gave an estimate label; undefined below a cent or when not a number. */
export function usdNumber(usd: string, { locale }: NumberOptions = {}): string | undefined {
  const marks = referenceMarks(locale)
  const figure = usdFigure(usd, marks)
  return figure && !figure.bound ? marks.signed(figure.number, figure.negative) : undefined
}

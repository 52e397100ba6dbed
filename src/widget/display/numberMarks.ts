// How a locale writes a number that issue 17's rules have already cut (number.ts): its digits,
// grouping, decimal mark, minus, compact units, exponent mark and USD. English is here, in the
// first load; the others are learnt from Intl by numberMarksIntl.ts, which loads with a locale's
// messages (../i18n/loadLocale), so the first load does not carry it.

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

// A locale's marks, learnt from Intl by numberMarksIntl.ts as the locale loads (../i18n/loadLocale),
// so that its strings and its numbers switch together. Per page: marks are code, not state.
const learnt = new Map<string, NumberMarks>()

export const setNumberMarks = (locale: string, marks: NumberMarks): void => void learnt.set(locale, marks)

/** The marks of `locale` once it has loaded; English without one, and until then. */
export const numberMarksOf = (locale: string | undefined): NumberMarks => (locale && learnt.get(locale)) || ENGLISH

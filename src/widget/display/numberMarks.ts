// How a locale writes a number that issue 17's rules have already cut (number.ts): its digits,
// grouping, decimal mark, minus, compact units, exponent mark and USD. English is here, in the
// first load; the others are learnt from Intl by numberMarksIntl.ts, which loads when a widget
// uses another locale (useNumberLocale), so the first load does not carry it.

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

/** Learns a locale's marks from Intl: numberMarksIntl.ts, loaded when a locale other than English is used. */
let learn: ((locale: string) => NumberMarks) | undefined
const known = new Map<string, NumberMarks>()

/** Called once by numberMarksIntl.ts as it loads (code, not state: two widgets share it safely). */
export function registerIntlMarks(learnMarks: (locale: string) => NumberMarks): void {
  learn = learnMarks
}

/** Whether the locales other than English can write their own marks yet (numberMarksIntl.ts has loaded). */
export const hasLocaleMarks = (): boolean => learn !== undefined

/** The marks of `locale`, learnt from Intl once per locale; English without one, or until numberMarksIntl.ts has loaded. */
export function numberMarksOf(locale: string | undefined): NumberMarks {
  if (locale === undefined || locale === 'en' || !learn) return ENGLISH
  let marks = known.get(locale)
  if (!marks) {
    try {
      marks = learn(locale)
    } catch {
      // A tag Intl does not know: English rather than an error in the middle of a render.
      marks = ENGLISH
    }
    known.set(locale, marks)
  }
  return marks
}

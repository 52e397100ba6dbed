// How a locale writes a number that issue 17's rules have already cut (number.ts): its digits,
// grouping, decimal mark, minus, compact units, exponent mark and USD. Intl only ever formats
// whole numbers here (a bigint, a power of ten, one, nought to nine) to learn those marks; an
// amount's digits are never a float, so none is lost or rounded.

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

const ENGLISH_COMPACT = [
  { exponent: 12, suffix: 'T' },
  { exponent: 9, suffix: 'B' },
  { exponent: 6, suffix: 'M' },
  { exponent: 3, suffix: 'K' },
] as const

/** English as issue 17 wrote it, with no Intl call: the first load's locale and the default. */
const ENGLISH: NumberMarks = {
  plain: (integer, fraction) => (fraction ? `${group(integer)}.${fraction}` : group(integer)),
  compact(length) {
    const unit = ENGLISH_COMPACT.find(({ exponent }) => length > exponent)
    return unit && { exponent: unit.exponent, around: (number) => `${number}${unit.suffix}` }
  },
  scientific: (mantissa, exponent) => `${mantissa}e${exponent}`,
  signed: (number, negative) => (negative ? `-${number}` : number),
  usd: (number, negative) => `${negative ? '-' : ''}$${number}`,
  percent: (number) => `${number}%`,
}

const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction'])

/** What a formatted number puts before and after its digits (`-`, `$`, ` Mio.`, bidi marks). */
function affixes(parts: Intl.NumberFormatPart[]): { before: string; after: string } {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type))
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type))
  const join = (from: Intl.NumberFormatPart[]) => from.map((part) => part.value).join('')
  return { before: join(parts.slice(0, first)), after: join(parts.slice(last + 1)) }
}

function intlMarks(locale: string): NumberMarks {
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

const known = new Map<string, NumberMarks>()

/** The marks of `locale` (English without one), learnt from Intl once per locale. */
export function numberMarksOf(locale: string | undefined): NumberMarks {
  if (locale === undefined || locale === 'en') return ENGLISH
  let marks = known.get(locale)
  if (!marks) {
    try {
      marks = intlMarks(locale)
    } catch {
      // A tag Intl does not know: English rather than an error in the middle of a render.
      marks = ENGLISH
    }
    known.set(locale, marks)
  }
  return marks
}

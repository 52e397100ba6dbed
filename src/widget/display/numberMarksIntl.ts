// Another locale's number marks, learnt from Intl (loaded with a locale's messages, ../i18n/loadLocale;
// numberMarks.ts has the interface and English). Intl only ever formats whole numbers here (a
// bigint, a power of ten, one, nought to nine) to learn the marks: an amount's digits are never a
// float, so none is lost or rounded.
import { setNumberMarks, type CompactUnit, type NumberMarks } from './numberMarks'

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

/** Learns `locale`'s marks for the formatters (numberMarksOf); a tag Intl does not know keeps English's. */
export function learnNumberMarks(locale: string): void {
  try {
    setNumberMarks(locale, intlMarks(locale))
  } catch {
    // English marks rather than an error in the middle of a render.
  }
}

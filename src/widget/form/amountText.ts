/**
 * Why a text is refused rather than read: an 0x address; a hex number (`0x12`); letters within
 * the number (`12abc`); an exponent past any amount (`1e999`). The field keeps what it had and says why.
 */
export type AmountRefusal = 'address' | 'hex' | 'letters' | 'range'

/**
 * What a typed or pasted text means as an amount: `amount` with the plain decimal the form keeps
 * (`1000.5`), `invalid` with what is left once letters and signs are dropped (the form shows its
 * format error), or `refused` with the reason (never read as some other number).
 */
export type AmountText = { kind: 'amount'; decimal: string } | { kind: 'invalid'; text: string } | { kind: 'refused'; reason: AmountRefusal }

export interface AmountTextOptions {
  /** A BCP 47 tag (`en-US`, `de-DE`); its decimal mark breaks ties between `.` and `,`. */
  locale?: string | undefined
}

/** A whole EVM address somewhere in the text: never an amount. */
export const ADDRESS_IN_TEXT = /0x[0-9a-f]{40}(?![0-9a-f])/i
/** Spaces of every kind people and locales group digits with (no-break, narrow, thin), and `'` (de-CH). */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009\u2007']/g
/** What typing ignores: letters and currency signs (`$5`, `5 USDC`, `€5`). */
const IGNORED = /[\p{L}\p{Sc}]/gu
const DIGITS_AND_MARKS = /^[\d.,]*$/
/** Digits and marks written in Arabic script as the ASCII ones they mean (`١٬٢٣٤٫٥` is `1,234.5`); both digit blocks start at a multiple of 16. */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) % 16)).replace(/\u066b/g, '.').replace(/\u066c/g, ',')

/**
 * A plain decimal (`1234.5`, as the form holds it) with the locale's decimal mark, for the amount
 * field to show: `1234,5` in de and fr, unchanged in en. No grouping, so it stays editable.
 */
export function toFieldDecimal(decimal: string, locale: string | undefined): string {
  return decimalMarkOf(locale) === ',' ? decimal.replace('.', ',') : decimal
}

/** The text as typing leaves it on screen: letters and currency signs never show. */
export function withoutIgnored(raw: string): string {
  return raw.replace(IGNORED, '')
}

const decimalMarks = new Map<string, string>()

/** The locale's decimal mark, `.` or `,` (`.` for a locale that uses neither, or none known). */
export function decimalMarkOf(locale: string | undefined): '.' | ',' {
  const key = locale ?? ''
  let mark = decimalMarks.get(key)
  if (mark === undefined) {
    try {
      mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    } catch {
      // An unknown tag: the default reading.
      mark = '.'
    }
    decimalMarks.set(key, mark)
  }
  return mark === ',' ? ',' : '.'
}

/**
 * Reads what people type into an amount field, per `locale` (a paste is read whole by
 * ./pastedAmount). Letters and currency signs are dropped; spaces are grouping. With both `.` and
 * `,`, the last is the decimal mark. One kind repeated (`1,000,000`) is grouping. A single mark is
 * the decimal mark when it is the locale's; otherwise it groups only when it can (three digits after
 * it, and a whole part that is not zero: `1,000` in en is a thousand, `0,5` and `1,5` are
 * decimals), and a trailing one waits for digits. An address is refused.
 */
export function readAmountText(raw: string, { locale }: AmountTextOptions = {}): AmountText {
  if (ADDRESS_IN_TEXT.test(raw)) return { kind: 'refused', reason: 'address' }
  const text = asciiDigits(withoutIgnored(raw)).replace(GROUP_SPACES, '')
  if (!DIGITS_AND_MARKS.test(text)) return { kind: 'invalid', text }
  const decimal = toPlainDecimal(text, decimalMarkOf(locale))
  return decimal === undefined ? { kind: 'invalid', text } : { kind: 'amount', decimal }
}

/** Digits with `.` and `,` as a plain decimal (`1000.5`); undefined when the marks cannot be read. */
function toPlainDecimal(text: string, localeMark: '.' | ','): string | undefined {
  const lastDot = text.lastIndexOf('.')
  const lastComma = text.lastIndexOf(',')
  if (lastDot === -1 && lastComma === -1) return text
  if (lastDot !== -1 && lastComma !== -1) {
    const mark = lastDot > lastComma ? '.' : ','
    const at = Math.max(lastDot, lastComma)
    return joined(text.slice(0, at), text.slice(at + 1), mark === '.' ? ',' : '.')
  }
  const mark = lastDot !== -1 ? '.' : ','
  const parts = text.split(mark)
  if (parts.length > 2) return joined(text, '', mark)
  const [whole = '', fraction = ''] = parts
  if (mark === localeMark) return plain(whole, fraction)
  if (fraction === '') return plain(whole, '')
  const groups = fraction.length === 3 && /[1-9]/.test(whole)
  return groups ? plain(whole + fraction, '') : plain(whole, fraction)
}

/** `whole` grouped by `group` in threes after its first group, then `fraction`; undefined when it is not. */
function joined(whole: string, fraction: string, group: string): string | undefined {
  if (/[.,]/.test(fraction)) return undefined
  const [head = '', ...rest] = whole.split(group)
  // A trailing separator (`1,000,` while typing) waits for its digits.
  const grouped = (part: string, index: number) => part.length === 3 || (part === '' && index === rest.length - 1 && fraction === '')
  if (/[.,]/.test(head) || head === '' || rest.some((part, index) => !grouped(part, index) || /[.,]/.test(part))) return undefined
  return plain(head + rest.join(''), fraction)
}

export function plain(whole: string, fraction: string): string {
  return fraction === '' ? whole : `${whole || '0'}.${fraction}`
}

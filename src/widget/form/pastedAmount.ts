import { ADDRESS_IN_TEXT, asciiDigits, plain, readAmountText, type AmountText, type AmountTextOptions } from './amountText'

const HEX = /0x[0-9a-f]/i
/** A currency or unit before the number (`$`, `US$ `, `USD `) and after it (` ETH`, ` €`, `$`). */
const PREFIX = /^(?:\p{L}*\p{Sc}|\p{L}+\s)\s*/u
const SUFFIX = /(?:\s[\p{L}\p{Sc}]+|\s*\p{Sc}\p{L}*)$/u
/** A mantissa and its exponent: `1e3`, `1.5E-3`. */
const EXPONENT = /^(.*\d[.,]?)e([+-]?\d+)$/i
/** Past 10^80 no token amount fits in 256 bits, and below 10^-80 none has the decimals. */
const MAX_EXPONENT = 80

/**
 * Reads a paste whole, where typing drops letters keystroke by keystroke: a unit or currency
 * around the number is dropped (`12 ETH`, `US$ 5`), an exponent is read exactly (`1.5e-3`), and an
 * address, hex (`0x12`), letters within the number (`12abc`) or an exponent past any amount are
 * refused with their reason: a paste is never read as some other number. Separators read as typed.
 * Loaded with the widget's later parts (a paste is rare before they are in).
 */
export function readPastedAmount(raw: string, { locale }: AmountTextOptions = {}): AmountText {
  if (ADDRESS_IN_TEXT.test(raw)) return { kind: 'refused', reason: 'address' }
  const number = asciiDigits(raw).trim().replace(PREFIX, '').replace(SUFFIX, '')
  if (HEX.test(number)) return { kind: 'refused', reason: 'hex' }
  const [, mantissa = number, exponent] = EXPONENT.exec(number) ?? []
  if (/\p{L}/u.test(mantissa)) return { kind: 'refused', reason: 'letters' }
  const read = readAmountText(mantissa, { locale })
  if (exponent === undefined || read.kind !== 'amount') return read
  const shift = Number(exponent)
  return Math.abs(shift) > MAX_EXPONENT ? { kind: 'refused', reason: 'range' } : { kind: 'amount', decimal: shifted(read.decimal, shift) }
}

/** A plain decimal times 10^`exponent`, by moving its point: exact at any size (`1.5`, -3 is `0.0015`). */
function shifted(decimal: string, exponent: number): string {
  const [whole = '', fraction = ''] = decimal.split('.')
  const point = whole.length + exponent
  const digits = point < 1 ? '0'.repeat(1 - point) + whole + fraction : (whole + fraction).padEnd(point, '0')
  const at = Math.max(point, 1)
  return plain(digits.slice(0, at).replace(/^0+(?=\d)/, ''), digits.slice(at).replace(/0+$/, ''))
}

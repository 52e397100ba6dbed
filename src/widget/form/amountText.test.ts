import { describe, expect, it } from 'vitest'
import { decimalMarkOf, readAmountText } from './amountText'

const read = (raw: string, locale = 'en-US') => readAmountText(raw, { locale })

describe('readAmountText', () => {
  it.each([
    // raw, locale, plain decimal
    ['1,000.50', 'en-US', '1000.50'],
    ['1.000,50', 'en-US', '1000.50'],
    ['1.000,50', 'de-DE', '1000.50'],
    ['$5', 'en-US', '5'],
    ['US$ 5.25', 'en-US', '5.25'],
    ['€12,5', 'de-DE', '12.5'],
    ['5 USDC', 'en-US', '5'],
    ['1 000', 'fr-FR', '1000'],
    ['1\u202f000,25', 'fr-FR', '1000.25'],
    ['1\u00a0000', 'en-US', '1000'],
    ["1'000.5", 'de-CH', '1000.5'],
    ['1,000,000', 'en-US', '1000000'],
    ['1.000.000', 'de-DE', '1000000'],
    ['1,000', 'en-US', '1000'],
    ['1,000', 'de-DE', '1.000'],
    ['1.000', 'en-US', '1.000'],
    ['1.000', 'de-DE', '1000'],
    ['0,5', 'en-US', '0.5'],
    ['0,500', 'en-US', '0.500'],
    ['1,5', 'en-US', '1.5'],
    ['1,50', 'en-US', '1.50'],
    ['0,5', 'de-DE', '0.5'],
    ['1.5', 'de-DE', '1.5'],
    ['.5', 'en-US', '0.5'],
    ['12.', 'en-US', '12'],
    ['1,', 'en-US', '1'],
    ['1,000,', 'en-US', '1000'],
    // Typing drops a letter keystroke by keystroke; a paste of the same text is refused (below).
    ['12abc', 'en-US', '12'],
    ['abc', 'en-US', ''],
    ['  42  ', 'en-US', '42'],
  ])('reads %j in %s as %s', (raw, locale, decimal) => {
    expect(read(raw, locale)).toEqual({ kind: 'amount', decimal })
  })

  it.each([['1,2,3'], ['1.2.3,4,5'], ['1,000.5.0'], ['-5'], ['1e-5x+']])('leaves %j invalid, without letters', (raw) => {
    const result = read(raw)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && /\p{L}/u.test(result.text)).toBe(false)
  })

  it('refuses a whole 0x address instead of reading its digits', () => {
    expect(read('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'refused', reason: 'address' })
    expect(read(' send to 0x70997970c51812dc3a010c7d01b50e0d17dc79c8 ')).toEqual({ kind: 'refused', reason: 'address' })
  })

  it('takes the decimal mark from the locale, and `.` for an unknown one', () => {
    expect([decimalMarkOf('en-US'), decimalMarkOf('de-DE'), decimalMarkOf('fr-FR'), decimalMarkOf(undefined)]).toEqual(['.', ',', ',', expect.stringMatching(/^[.,]$/)])
    expect(decimalMarkOf('not a locale!')).toBe('.')
  })
})

import { describe, expect, it } from 'vitest'
import { readPastedAmount } from './pastedAmount'

describe('a paste, read whole', () => {
  const paste = (raw: string, locale = 'en-US') => readPastedAmount(raw, { locale })

  it('refuses a whole 0x address', () => {
    expect(paste('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'refused', reason: 'address' })
  })

  it.each([
    // name, raw, locale, plain decimal
    ['an exponent, exactly', '1e3', 'en-US', '1000'],
    ['a capital E with a plus sign', '2.5E+2', 'en-US', '250'],
    ['a negative exponent, never via a float', '1.5e-3', 'en-US', '0.0015'],
    ['an exponent past a float’s precision', '1.234567890123456789e20', 'en-US', '123456789012345678900'],
    ['wei of a float’s rounding, kept', '1.0000000000000000001e0', 'en-US', '1.0000000000000000001'],
    ['an exponent on a locale mantissa', '1,5e3', 'de-DE', '1500'],
    ['an exponent on a grouped mantissa', '1,000.5e1', 'en-US', '10005'],
    ['an exponent and a unit', '1e3 ETH', 'en-US', '1000'],
    ['a unit after the number', '12 ETH', 'en-US', '12'],
    ['a lower-case unit', '12 eth', 'en-US', '12'],
    ['a unit after a grouped number', '1 000 USDC', 'fr-FR', '1000'],
    ['a unit before the number', 'USDC 5', 'en-US', '5'],
    ['grouping and a decimal', '1,000.50', 'en-US', '1000.50'],
    ['a dollar sign', '$5', 'en-US', '5'],
    ['a code and a sign', 'US$ 5.25', 'en-US', '5.25'],
    ['a euro sign before', '€12,5', 'de-DE', '12.5'],
    ['a euro sign after', '12,5 €', 'de-DE', '12.5'],
    ['a locale decimal mark', '0,5', 'en-US', '0.5'],
    ['narrow no-break spaces', '1\u202f000,25', 'fr-FR', '1000.25'],
    ['Arabic digits and marks', '١٬٢٣٤٫٥', 'ar', '1234.5'],
    ['spaces around it', '  42  ', 'en-US', '42'],
  ])('reads %s: %j in %s as %s', (_name, raw, locale, decimal) => {
    expect(paste(raw, locale)).toEqual({ kind: 'amount', decimal })
  })

  it.each([
    // name, raw, reason
    ['hex', '0x12', 'hex'],
    ['hex in capitals', '0XFF', 'hex'],
    ['hex with a unit', '0x12 ETH', 'hex'],
    ['letters after the digits', '12abc', 'letters'],
    ['letters between the digits', '1a2b', 'letters'],
    ['a word', 'twelve', 'letters'],
    ['an exponent without digits', '1e', 'letters'],
    ['an exponent on no digits', '.e3', 'letters'],
    ['an exponent past any token amount', '1e81', 'range'],
    ['an exponent below any token decimals', '1e-81', 'range'],
  ] as const)('refuses %s: %j (%s)', (_name, raw, reason) => {
    expect(paste(raw)).toEqual({ kind: 'refused', reason })
  })

  it('keeps the largest exponent it reads exact', () => {
    expect(paste('1e80')).toEqual({ kind: 'amount', decimal: `1${'0'.repeat(80)}` })
  })

  it('leaves a signed number invalid, for the form to say so', () => {
    expect(paste('-5').kind).toBe('invalid')
  })
})

import { describe, expect, it } from 'vitest'
import { formatMicroAmount, parseMicroAmount } from './amounts'

describe('parseMicroAmount', () => {
  it.each([
    ['25.500000', 25_500_000n],
    ['25.5', 25_500_000n],
    ['10000', 10_000_000_000n],
    ['0.000001', 1n],
    ['0', 0n],
    ['007.10', 7_100_000n],
    // Beyond 2^53 micro-units: a float would round this, bigint must not.
    ['123456789012345.678901', 123_456_789_012_345_678_901n],
  ])('reads %s exactly', (text, micro) => {
    expect(parseMicroAmount(text)).toBe(micro)
  })

  it.each(['1.0000001', '-1', '+1', '1e3', '.5', '1.', '', ' 1', '1,5', '0x10', 'NaN'])('refuses %j', (text) => {
    expect(parseMicroAmount(text)).toBeUndefined()
  })
})

describe('formatMicroAmount', () => {
  it.each([
    [12_500_000n, '12.5'],
    [10_000_000_000n, '10000.0'],
    [0n, '0.0'],
    [1n, '0.000001'],
    [25_500_001n, '25.500001'],
    [-1_500_000n, '-1.5'],
  ])('writes %s as %s', (micro, text) => {
    expect(formatMicroAmount(micro)).toBe(text)
  })

  it('round-trips through parseMicroAmount', () => {
    for (const micro of [0n, 1n, 999_999n, 1_000_000n, 123_456_789_012n]) {
      expect(parseMicroAmount(formatMicroAmount(micro))).toBe(micro)
    }
  })
})

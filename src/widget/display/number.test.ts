import { describe, expect, it } from 'vitest'
import { formatUnitsForInput, formatUnitsForPeople, formatUsdForPeople, toDecimalString } from './number'

describe('formatUnitsForPeople', () => {
  it.each([
    [0n, 18, '0'],
    [9_999_970_000n, 6, '9,999.97'],
    [9_999_979_999n, 6, '9,999.97'],
    [1_234_567n, 6, '1.23456'],
    [20_000n * 10n ** 18n, 18, '20,000'],
    [999_999n * 10n ** 18n, 18, '999,999'],
    [1_234_567n * 10n ** 18n, 18, '1.23456M'],
    [123_456_789n * 10n ** 18n, 18, '123.456M'],
    [1_234_567_891n, 6, '1,234.56'],
    [123_456_789_000n, 6, '123,456'],
    [45_600_000_000n * 10n ** 6n, 6, '45.6B'],
    [7_800_000_000_000n, 0, '7.8T'],
    [10n ** 32n * 12n / 10n, 0, '1.2e32'],
    [123_400_000_000_000n, 18, '0.0001234'],
    [123_456_789_000_000n, 18, '0.000123456'],
    [9_965_690_123_456_789n, 18, '0.00996569'],
    [500_000_000_000_000_000n, 18, '0.5'],
    [999n, 18, '<0.000001'],
    [1n, 6, '0.000001'],
  ])('shows %s at %s decimals as %s', (value, decimals, expected) => {
    expect(formatUnitsForPeople(value, decimals)).toBe(expected)
  })

  it('keeps the sign of a negative amount (a rebate)', () => {
    expect(formatUnitsForPeople(-1_500_000n, 6)).toBe('-1.5')
  })

  it('never rounds an amount up: 0.99999999 shows as 0.999999', () => {
    expect(formatUnitsForPeople(99_999_999n, 8)).toBe('0.999999')
  })

  it('shows a 10^32 amount in a short form without spaces, so it cannot wrap inside itself', () => {
    const text = formatUnitsForPeople(10n ** 50n, 18)
    expect(text).toBe('1e32')
    expect(text).not.toMatch(/\s/)
  })
})

describe('formatUsdForPeople', () => {
  it.each([
    ['0', '$0.00'],
    ['1234.5', '$1,234.50'],
    ['99999.999', '$99,999.99'],
    ['100000', '$100K'],
    ['123456.78', '$123K'],
    ['60000000', '$60.0M'],
    ['60000000.00', '$60.0M'],
    ['1234567.89', '$1.23M'],
    ['3700000', '$3.70M'],
    ['3699999.99', '$3.69M'],
    ['45600000000', '$45.6B'],
    ['0.004', '<$0.01'],
    ['0.0000001', '<$0.01'],
    ['-1.5', '-$1.50'],
    ['0.019', '$0.01'],
  ])('shows %s as %s', (usd, expected) => {
    expect(formatUsdForPeople(usd)).toBe(expected)
  })

  it('returns undefined for what is not a decimal number', () => {
    expect(formatUsdForPeople('n/a')).toBeUndefined()
    expect(formatUsdForPeople('1e5')).toBeUndefined()
  })
})

describe('toDecimalString', () => {
  it('is exact for an input field', () => {
    expect(toDecimalString(12_500_000n, 6)).toBe('12.5')
    expect(toDecimalString(1n, 18)).toBe('0.000000000000000001')
  })
})

describe('formatUnitsForInput', () => {
  it('an editable decimal: no grouping or suffix, the 6 significant digits people see, cut never rounded up', () => {
    expect(formatUnitsForInput(1_234_567_891_234_567_891_234n, 18)).toBe('1234.56')
    expect(formatUnitsForInput(32_980_000n, 6)).toBe('32.98')
    expect(formatUnitsForInput(5n * 10n ** 18n, 18)).toBe('5')
    expect(formatUnitsForInput(1_999_999_999n, 9)).toBe('1.99999')
    expect(formatUnitsForInput(42n, 0)).toBe('42')
    // Every whole digit stays in the field, where people read `1.23456M`.
    expect(formatUnitsForInput(1_234_567_891n, 3)).toBe('1234567')
  })

  it('6 significant digits below one, so a small amount keeps its digits', () => {
    expect(formatUnitsForInput(9_965_690_123_456_789n, 18)).toBe('0.00996569')
    expect(formatUnitsForInput(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnitsForInput(0n, 18)).toBe('0')
  })

  it.each([
    [9_965_690_123_456_789n, 18],
    [32_980_000n, 6],
    [999_999_999_999n, 6],
    [1n, 6],
  ])('reads as formatUnitsForPeople (grouping aside) for %s at %s decimals', (value, decimals) => {
    expect(formatUnitsForInput(value, decimals)).toBe(formatUnitsForPeople(value, decimals).replaceAll(',', ''))
  })
})

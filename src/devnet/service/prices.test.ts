import { describe, expect, it } from 'vitest'
import { convert, divide, formatUsd, fromUsd, toUsd, usdFromTopupAmount, usdPrice } from './prices'

const ETH = { symbol: 'ETH', decimals: 18 }
const HYPE = { symbol: 'HYPE', decimals: 18 }
const USDC = { symbol: 'USDC', decimals: 6 }

describe('prices', () => {
  it('holds the fixed table as USD with 6 decimals', () => {
    expect([usdPrice('ETH'), usdPrice('HYPE'), usdPrice('USDC')]).toEqual([3_000_000_000n, 25_000_000n, 1_000_000n])
    expect(() => usdPrice('DOGE')).toThrow(/no devnet price for DOGE/)
  })

  it('converts exactly across decimals, rounding down unless asked up', () => {
    expect(convert({ amount: 10n ** 18n, from: ETH, to: USDC })).toBe(3_000_000_000n)
    expect(convert({ amount: 1_000_000n, from: USDC, to: ETH })).toBe(333_333_333_333_333n)
    expect(convert({ amount: 1_000_000n, from: USDC, to: ETH, rounding: 'up' })).toBe(333_333_333_333_334n)
    expect(convert({ amount: 10n ** 18n, from: HYPE, to: ETH })).toBe(8_333_333_333_333_333n)
    expect(convert({ amount: 120n * 10n ** 18n, from: HYPE, to: ETH })).toBe(10n ** 18n)
    // An exact result is not rounded up.
    expect(convert({ amount: 3_000_000_000n, from: USDC, to: ETH, rounding: 'up' })).toBe(10n ** 18n)
    expect(convert({ amount: 1n, from: ETH, to: USDC })).toBe(0n)
  })

  it('values amounts in USD and back', () => {
    expect(toUsd(10n ** 18n, ETH)).toBe(3_000_000_000n)
    expect(toUsd(2_500_000n, USDC)).toBe(2_500_000n)
    expect(fromUsd(2_000_000n, ETH)).toBe(666_666_666_666_666n)
    expect(fromUsd(2_000_000n, ETH, 'up')).toBe(666_666_666_666_667n)
    expect(fromUsd(2_000_000n, HYPE)).toBe(80_000_000_000_000_000n)
    expect(formatUsd(5n * 10n ** 17n, ETH)).toBe('1500')
    expect(formatUsd(1_234_567n, USDC)).toBe('1.234567')
  })

  it('reads the request top-up unit (100000 = 1 USD) into the table unit', () => {
    expect(usdFromTopupAmount(100_000n)).toBe(1_000_000n)
    expect(usdFromTopupAmount(250_000n)).toBe(2_500_000n)
  })

  it('divides with either rounding', () => {
    expect([divide(7n, 2n), divide(7n, 2n, 'up'), divide(8n, 2n, 'up'), divide(0n, 5n, 'up')]).toEqual([3n, 4n, 4n, 0n])
  })
})

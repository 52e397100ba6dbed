import { describe, expect, it } from 'vitest'
import { DEFAULT_USD_PRICES as prices } from './priceTable'
import { convert, divide, formatUsd, fromUsd, toUsd, usdFromTopupAmount } from './prices'

const ETH = { symbol: 'ETH', decimals: 18 }
const HYPE = { symbol: 'HYPE', decimals: 18 }
const USDC = { symbol: 'USDC', decimals: 6 }

describe('prices', () => {
  it('converts exactly across decimals, rounding down unless asked up', () => {
    expect(convert({ amount: 10n ** 18n, from: ETH, to: USDC, prices })).toBe(3_000_000_000n)
    expect(convert({ amount: 1_000_000n, from: USDC, to: ETH, prices })).toBe(333_333_333_333_333n)
    expect(convert({ amount: 1_000_000n, from: USDC, to: ETH, prices, rounding: 'up' })).toBe(333_333_333_333_334n)
    expect(convert({ amount: 10n ** 18n, from: HYPE, to: ETH, prices })).toBe(8_333_333_333_333_333n)
    expect(convert({ amount: 120n * 10n ** 18n, from: HYPE, to: ETH, prices })).toBe(10n ** 18n)
    // An exact result is not rounded up.
    expect(convert({ amount: 3_000_000_000n, from: USDC, to: ETH, prices, rounding: 'up' })).toBe(10n ** 18n)
    expect(convert({ amount: 1n, from: ETH, to: USDC, prices })).toBe(0n)
  })

  it('reads only the prices it is given', () => {
    const moved = { ...prices, ETH: 2_900_500_000n }
    expect(convert({ amount: 10n ** 18n, from: ETH, to: USDC, prices: moved })).toBe(2_900_500_000n)
    expect(() => convert({ amount: 1n, from: ETH, to: { symbol: 'DOGE', decimals: 8 }, prices })).toThrow(/no devnet price for DOGE/)
  })

  it('values amounts in USD and back', () => {
    expect(toUsd(10n ** 18n, ETH, prices)).toBe(3_000_000_000n)
    expect(toUsd(2_500_000n, USDC, prices)).toBe(2_500_000n)
    expect(fromUsd(2_000_000n, ETH, prices)).toBe(666_666_666_666_666n)
    expect(fromUsd(2_000_000n, ETH, prices, 'up')).toBe(666_666_666_666_667n)
    expect(fromUsd(2_000_000n, HYPE, prices)).toBe(80_000_000_000_000_000n)
    expect(formatUsd(5n * 10n ** 17n, ETH, prices)).toBe('1500')
    expect(formatUsd(1_234_567n, USDC, prices)).toBe('1.234567')
  })

  it('reads the request top-up unit (100000 = 1 USD) into the table unit', () => {
    expect(usdFromTopupAmount(100_000n)).toBe(1_000_000n)
    expect(usdFromTopupAmount(250_000n)).toBe(2_500_000n)
  })

  it('divides with either rounding', () => {
    expect([divide(7n, 2n), divide(7n, 2n, 'up'), divide(8n, 2n, 'up'), divide(0n, 5n, 'up')]).toEqual([3n, 4n, 4n, 0n])
  })
})

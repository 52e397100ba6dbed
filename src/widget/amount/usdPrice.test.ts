import { describe, expect, it } from 'vitest'
import { roundUpSignificant } from '../quote/amountLimit'
import { unitsForUsd, usdForUnits } from './usdPrice'

// 0.01 ETH quoted at $36.90: $3,690 per ETH.
const ETH = { usd: '36.9', amount: 10n ** 16n }
// 2 USDC (6 decimals) quoted at $1.999.
const USDC = { usd: '1.999', amount: 2_000_000n }

describe('USD mode math', () => {
  it('turns dollars into smallest units at the quoted price, rounding down, without floats', () => {
    expect(unitsForUsd('36.9', ETH)).toBe(10n ** 16n)
    expect(unitsForUsd('50', ETH)).toBe(13_550_135_501_355_013n)
    expect(unitsForUsd('.5', USDC)).toBe(500_250n)
    expect(unitsForUsd('1000000', ETH)).toBe(271_002_710_027_100_271_002n)
  })

  it('gives nothing for a blank figure or a price it cannot use', () => {
    expect(unitsForUsd('', ETH)).toBeUndefined()
    expect(unitsForUsd('12abc', ETH)).toBeUndefined()
    expect(unitsForUsd('5', { usd: '0', amount: 1n })).toBeUndefined()
    expect(unitsForUsd('5', { usd: '1', amount: 0n })).toBeUndefined()
  })

  it('values smallest units in dollars at the same price', () => {
    expect(usdForUnits(24_340_000_000_000n, ETH)).toBe('0.0898146')
    expect(usdForUnits(1_000_000n, USDC)).toBe('0.9995')
  })
})

describe('roundUpSignificant', () => {
  it('keeps four significant digits and never goes below the value', () => {
    expect(roundUpSignificant(24_330_466_054_055n, 4)).toBe(24_340_000_000_000n)
    expect(roundUpSignificant(24_300_000_000_000n, 4)).toBe(24_300_000_000_000n)
    expect(roundUpSignificant(24_300_000_000_001n, 4)).toBe(24_310_000_000_000n)
    expect(roundUpSignificant(70_668n, 4)).toBe(70_670n)
    expect(roundUpSignificant(999_900n, 4)).toBe(999_900n)
    expect(roundUpSignificant(999_951n, 4)).toBe(1_000_000n)
    expect(roundUpSignificant(1n, 4)).toBe(1n)
    expect(roundUpSignificant(0n, 4)).toBe(0n)
  })
})

import { describe, expect, it } from 'vitest'
import type { WidgetCurrency } from '../types'
import { refKey } from './pickerMemory'
import { sortByValue } from './sortByValue'
import { usdValue, type PickerBalance } from './usePickerBalances'

const token = (symbol: string, chainId = 1): WidgetCurrency => ({ chainId, address: `0x${symbol.toLowerCase().padStart(40, '0').replace(/[^0-9a-f]/g, 'a')}`, symbol, name: symbol, decimals: 18 })

describe('sortByValue', () => {
  it('lists holdings first by USD value, then unpriced holdings, then the rest in their given order', () => {
    const [a, b, c, d, e] = ['A', 'B', 'C', 'D', 'E'].map((symbol) => token(symbol))
    const balances = new Map<string, PickerBalance>([
      [refKey(b!), { amount: 5n, usd: 2_000_000n }],
      [refKey(c!), { amount: 1n }],
      [refKey(d!), { amount: 9n, usd: 30_000_000n }],
      [refKey(e!), { amount: 0n, usd: 0n }],
    ])
    expect(sortByValue([a!, b!, c!, d!, e!], balances).map((currency) => currency.symbol)).toEqual(['D', 'B', 'C', 'A', 'E'])
  })
})

describe('usdValue', () => {
  it('values an amount at a decimal price with bigint math, rounded down to the micro-dollar', () => {
    // 1.5 tokens of 18 decimals at $3,695.123456789 → $5,542.685185 (…1835 cut)
    expect(usdValue(1_500_000_000_000_000_000n, 18, '3695.123456789')).toBe(5_542_685_185n)
    // 0.070607 USDC at $0.9998
    expect(usdValue(70_607n, 6, '0.9998')).toBe(70_592n)
    // A tiny price keeps its digits: 10^9 tokens of a meme coin at $0.000000012345
    expect(usdValue(10n ** 27n, 18, '0.000000012345')).toBe(12_345_000n)
  })

  it('gives nothing for a price that is no decimal', () => {
    expect(usdValue(1n, 18, 'NaN')).toBeUndefined()
  })
})

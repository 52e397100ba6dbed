import { describe, expect, it } from 'vitest'
import { DevnetError } from '../errors'
import { TOKEN_TABLE } from '../tokens/tokenTable'
import { DEFAULT_USD_PRICES, PriceTable, formatUsdPrices, parseUsdPrice, usdPrice } from './priceTable'

describe('PriceTable', () => {
  it('starts at ETH 3000, HYPE 25, USDC 1 and the token list prices (USD, 6 decimals)', () => {
    const table = new PriceTable()
    expect(table.snapshot()).toMatchObject({ ETH: 3_000_000_000n, HYPE: 25_000_000n, USDC: 1_000_000n, WBTC: 60_000_000_000n, PEPE: 10n })
    expect(Object.keys(table.snapshot())).toHaveLength(3 + TOKEN_TABLE.length)
    expect([table.has('ETH'), table.has('DOGE'), table.has('toString')]).toEqual([true, false, false])
    expect(usdPrice(table.snapshot(), 'HYPE')).toBe(25_000_000n)
    expect(() => usdPrice(table.snapshot(), 'DOGE')).toThrow(/no devnet price for DOGE/)
  })

  it('moves prices per table: two devnets never share them, and the defaults never move', () => {
    const one = new PriceTable()
    const two = new PriceTable()
    one.set({ ETH: 2_900_500_000n })
    expect(one.snapshot().ETH).toBe(2_900_500_000n)
    expect(two.snapshot().ETH).toBe(3_000_000_000n)
    expect(DEFAULT_USD_PRICES.ETH).toBe(3_000_000_000n)
    expect(one.reset().ETH).toBe(3_000_000_000n)
  })

  it('hands out frozen snapshots that a later move does not change', () => {
    const table = new PriceTable()
    const before = table.snapshot()
    table.set({ USDC: 999_000n })
    expect(before.USDC).toBe(1_000_000n)
    expect(Object.isFrozen(table.snapshot())).toBe(true)
  })

  it('refuses an unknown symbol or a price that is not positive, moving nothing', () => {
    const table = new PriceTable()
    expect(() => table.set({ ETH: 1n, DOGE: 1n })).toThrow(DevnetError)
    expect(() => table.set({ ETH: 0n })).toThrow(/must be positive/)
    expect(table.snapshot().ETH).toBe(3_000_000_000n)
    expect(() => new PriceTable({ ETH: -1n })).toThrow(/must be positive/)
  })
})

describe('parseUsdPrice / formatUsdPrices', () => {
  it('reads USD decimal strings exactly, or not at all', () => {
    expect(parseUsdPrice('2900.5')).toBe(2_900_500_000n)
    expect(parseUsdPrice('0.000001')).toBe(1n)
    expect(parseUsdPrice('3000')).toBe(3_000_000_000n)
    for (const bad of ['', '0', '0.0', '-1', '1e3', '1.2345678', ' 1', '1.', '.5', '0x10']) expect(parseUsdPrice(bad)).toBeUndefined()
  })

  it('writes the table in the shape POST takes back', () => {
    expect(formatUsdPrices({ ETH: 2_900_500_000n, USDC: 1_000_000n })).toEqual({ ETH: '2900.5', USDC: '1' })
  })
})

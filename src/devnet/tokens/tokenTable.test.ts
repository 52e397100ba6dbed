import { describe, expect, it } from 'vitest'
import { parseUsdPrice } from '../service/priceTable'
import { DEV_TOKEN_BALANCES, TOKEN_TABLE } from './tokenTable'

describe('TOKEN_TABLE', () => {
  it('holds at least 40 ERC-20s, several on more than one chain, with unique symbols in any case', () => {
    expect(TOKEN_TABLE.length).toBeGreaterThanOrEqual(40)
    expect(TOKEN_TABLE.filter((spec) => spec.chains.length > 1).length).toBeGreaterThanOrEqual(10)
    // Logos are named by lowercase symbol, and /quote takes a lowercase symbol.
    const symbols = TOKEN_TABLE.map((spec) => spec.symbol.toLowerCase())
    expect(new Set(symbols).size).toBe(symbols.length)
    expect(symbols).not.toContain('usdc')
    expect(symbols).not.toContain('eth')
  })

  it('has real-looking decimals and a positive price with at most 6 fraction digits for every token', () => {
    expect(TOKEN_TABLE.find((spec) => spec.symbol === 'USDT')?.decimals).toBe(6)
    expect(TOKEN_TABLE.find((spec) => spec.symbol === 'WBTC')?.decimals).toBe(8)
    expect(TOKEN_TABLE.find((spec) => spec.symbol === 'DAI')?.decimals).toBe(18)
    for (const spec of TOKEN_TABLE) {
      expect([6, 8, 9, 18]).toContain(spec.decimals)
      expect(parseUsdPrice(spec.price), spec.symbol).toBeGreaterThan(0n)
      expect(spec.color).toMatch(/^#[\dA-F]{6}$/i)
    }
  })

  it('flags at least three tokens unverified and two unlisted', () => {
    const listing = (kind: string) => TOKEN_TABLE.filter((spec) => spec.listing === kind).map((spec) => spec.symbol)
    expect(listing('unverified').length).toBeGreaterThanOrEqual(3)
    expect(listing('unlisted').length).toBeGreaterThanOrEqual(2)
  })

  it('gives the dev accounts only tokens their chain has, in amounts of varied USD value', () => {
    for (const [chainId, balances] of Object.entries(DEV_TOKEN_BALANCES)) {
      for (const symbol of Object.keys(balances)) {
        expect(TOKEN_TABLE.find((spec) => spec.symbol === symbol)?.chains, `${symbol} on ${chainId}`).toContain(Number(chainId))
      }
    }
    const one = DEV_TOKEN_BALANCES[31337]!
    const usd = Object.entries(one).map(([symbol, amount]) => Number(amount) * Number(TOKEN_TABLE.find((spec) => spec.symbol === symbol)!.price))
    expect(new Set(usd).size).toBe(usd.length)
    expect(Object.keys(one)).not.toContain('UNI')
  })
})

import { describe, expect, it } from 'vitest'
import { maxSendable, shareOfBalance } from './maxAmount'

const ETH = { native: true, decimals: 18, gasPrice: 1_000_000_000n }
const USDC = { native: false, decimals: 6 }

describe('amount shortcuts', () => {
  it('25% and 50% take that share of a token balance, rounded down; Max takes it all', () => {
    expect(shareOfBalance(1_000_001n, 25, USDC)).toBe(250_000n)
    expect(shareOfBalance(1_000_001n, 50, USDC)).toBe(500_000n)
    expect(shareOfBalance(1_000_001n, 100, USDC)).toBe(1_000_001n)
  })

  it('Max keeps gas back on a native currency, and no share eats into that reserve', () => {
    const balance = 10n ** 18n
    const reserve = 1_000_000_000n * 300_000n * 2n
    expect(shareOfBalance(balance, 100, ETH)).toBe(balance - reserve)
    expect(shareOfBalance(balance, 50, ETH)).toBe(balance / 2n)
    const small = reserve + reserve / 2n
    expect(shareOfBalance(small, 50, ETH)).toBe(maxSendable(small, ETH))
    expect(shareOfBalance(reserve, 25, ETH)).toBe(0n)
  })
})

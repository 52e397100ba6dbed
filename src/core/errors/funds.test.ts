import { describe, expect, expectTypeOf, it } from 'vitest'
import { exactAmount, InsufficientFundsError } from './funds'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('InsufficientFundsError', () => {
  it('names the token, the chain, what is needed and what is held, exactly', () => {
    const error = new InsufficientFundsError({ chainId: 31337, currency: USDC, symbol: 'USDC', decimals: 6, required: 5_000_000n, available: 1_000_000n })
    expectTypeOf(error.code).toEqualTypeOf<'INSUFFICIENT_FUNDS'>()
    expect(error.shortMessage).toBe('Not enough USDC on chain 31337: the quote needs 5.000000 and the wallet holds 1.000000')
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', name: 'InsufficientFundsError', chainId: 31337, currency: USDC, symbol: 'USDC', required: 5_000_000n, available: 1_000_000n })
  })

  it('without a symbol names the native currency or the token address; without decimals counts in the smallest unit', () => {
    const native = new InsufficientFundsError({ chainId: 1, currency: '0x0000000000000000000000000000000000000000', required: 10n, available: 9n })
    expect(native.shortMessage).toBe('Not enough native currency on chain 1: the quote needs 10 and the wallet holds 9 (smallest unit)')
    const token = new InsufficientFundsError({ chainId: 1, currency: USDC, decimals: 6, required: 10n, available: 9n })
    expect(token.shortMessage).toBe(`Not enough token ${USDC} on chain 1: the quote needs 0.000010 and the wallet holds 0.000009`)
  })
})

describe('exactAmount', () => {
  it('keeps every digit, and pads to six fraction digits (fewer for a token with fewer decimals)', () => {
    expect(exactAmount(10n ** 16n, 18)).toBe('0.010000')
    expect(exactAmount(10n ** 16n + 1n, 18)).toBe('0.010000000000000001')
    expect(exactAmount(12_345n, 2)).toBe('123.45')
    expect(exactAmount(7n, 0)).toBe('7')
    expect(exactAmount(7n, undefined)).toBe('7')
  })
})

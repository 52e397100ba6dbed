import { encodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, validateQuoteRequest } from '../../core/index'
import { erc20Abi } from 'viem'
import { buildCurrencyCatalogue } from './currencies'
import { PriceTable } from './priceTable'
import { estimateFillGas, routerTokenAmount } from './fillGas'
import { chains, fakeReads, otherAccount, solverAccount, userAccount, venueTokens } from './test/fixtures'

const catalogue = buildCurrencyCatalogue({ chains, venueTokens, prices: new PriceTable() })
const [, two] = chains as [(typeof chains)[0], (typeof chains)[0]]
const approve = (spender: Hex, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const usdc = catalogue.resolve(31338, 'usdc')
const base = { user: userAccount.address, originChainId: 31337, destinationChainId: 31338, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: '0', tradeType: 'EXACT_OUTPUT' } as const

describe('routerTokenAmount', () => {
  it('sums the approvals of the destination token in txs, a reset to 0 included', () => {
    const txs = [
      { to: two.contracts.usdc, value: '0', data: approve(two.contracts.demoTarget, 0n) },
      { to: two.contracts.usdc, value: '0', data: approve(two.contracts.demoTarget, 7_000_000n) },
      // Another contract's approve is not the destination token's.
      { to: otherAccount.address, value: '0', data: approve(two.contracts.demoTarget, 5n) },
      { to: two.contracts.demoTarget, value: '0', data: '0x1234' as Hex },
    ]
    expect(routerTokenAmount(validateQuoteRequest({ ...base, txs }), usdc)).toBe(7_000_000n)
    expect(routerTokenAmount(validateQuoteRequest({ ...base, txs: txs.slice(2) }), usdc)).toBe(0n)
  })

  it('is 0 for a native destination or without txs', () => {
    const txs = [{ to: two.contracts.usdc, value: '0', data: approve(two.contracts.demoTarget, 1n) }]
    const native = catalogue.resolve(31338, NATIVE_CURRENCY)
    expect(routerTokenAmount(validateQuoteRequest({ ...base, destinationCurrency: NATIVE_CURRENCY, txs }), native)).toBe(0n)
    expect(routerTokenAmount(validateQuoteRequest({ ...base, amount: '1' }), usdc)).toBe(0n)
  })
})

describe('estimateFillGas', () => {
  it('adds a payout per app fee and a plain transfer for the top-up', async () => {
    const reads = fakeReads({ gas: (call) => (call.data ? 50_000n : 21_000n) })
    const request = validateQuoteRequest({ ...base, tradeType: 'EXACT_INPUT', amount: '5000000', topupGas: true, appFees: [{ recipient: otherAccount.address, fee: '10' }] })
    const gas = await estimateFillGas({ request, chain: two, currencyOut: usdc, recipient: userAccount.address, solver: solverAccount.address, reads })
    expect(gas).toBe(50_000n + 50_000n + 21_000n)
    expect(reads.calls.every(({ chainId, call }) => chainId === 31338 && call.from === solverAccount.address && call.to === two.contracts.usdc)).toBe(true)
  })
})

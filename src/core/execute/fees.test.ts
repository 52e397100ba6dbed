import { describe, expect, it } from 'vitest'
import { fakeRun } from '../test/executeSetup'
import { capFees, FEE_CAP_MULTIPLE } from './fees'
import type { TransactionItem } from '../types/quote'
import type { FerryWallet, WalletTransactionRequest } from './wallet'

const request = (fees: Partial<WalletTransactionRequest> = {}): WalletTransactionRequest => ({
  chainId: 1,
  to: '0x53d442986722AA2cB58057A46983728C5960CF00',
  data: '0x',
  value: 1n,
  gas: 100_000n,
  ...fees,
})
const current = { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1_000_000n }

describe('capFees: fee fields above a multiple of the chain fees are dropped', () => {
  it('keeps fee fields within the multiple', () => {
    const quoted = request({ maxFeePerGas: current.maxFeePerGas * FEE_CAP_MULTIPLE, maxPriorityFeePerGas: current.maxPriorityFeePerGas * FEE_CAP_MULTIPLE })
    expect(capFees(quoted, current)).toEqual(quoted)
  })

  it('drops both fields, keeping the rest, when the priority fee is 1e18 wei', () => {
    const capped = capFees(request({ maxFeePerGas: 10n ** 18n, maxPriorityFeePerGas: 10n ** 18n }), current)
    expect(capped).toEqual(request())
    expect(capped).not.toHaveProperty('maxPriorityFeePerGas')
  })

  it('drops both when only the max fee is above the multiple', () => {
    expect(capFees(request({ maxFeePerGas: current.maxFeePerGas * FEE_CAP_MULTIPLE + 1n, maxPriorityFeePerGas: 1n }), current)).toEqual(request())
  })

  it('judges the priority fee against the gas price on a chain without EIP-1559', () => {
    const legacy = { maxFeePerGas: 1_000_000_000n }
    expect(capFees(request({ maxPriorityFeePerGas: 3_000_000_001n }), legacy)).toEqual(request())
    expect(capFees(request({ maxPriorityFeePerGas: 3_000_000_000n }), legacy)).toEqual(request({ maxPriorityFeePerGas: 3_000_000_000n }))
  })

  it('drops fee fields when the chain fees are unknown, and leaves a request without them alone', () => {
    expect(capFees(request({ maxFeePerGas: 1n }), undefined)).toEqual(request())
    expect(capFees(request(), undefined)).toEqual(request())
  })
})

describe('executeQuote: fee fields reach the wallet only within bounds', () => {
  it('sends with the chain estimate, not a maxPriorityFeePerGas of 1e18 wei from the quote', async () => {
    const t = fakeRun()
    const quote = t.quote()
    Object.assign(quote.steps[0]!.items[0]!.data, { maxFeePerGas: (10n ** 18n).toString(), maxPriorityFeePerGas: (10n ** 18n).toString() })
    await t.run(quote)
    const [sent] = t.origin.sent
    // The fake chain asks a 1 gwei base fee and a 0.001 gwei tip; viem adds 20% to the base fee.
    expect(sent).toMatchObject({ maxPriorityFeePerGas: 1_000_000n, maxFeePerGas: 1_201_000_000n })
  })

  it('keeps the quote fee fields when they are within bounds', async () => {
    const t = fakeRun()
    await t.run(t.quote())
    expect(t.origin.sent[0]).toMatchObject({ maxFeePerGas: 1_500_000_000n, maxPriorityFeePerGas: 1_000_000n })
  })

  it('drops the quote fee fields for a wallet that cannot read the chain fees, so the wallet estimates', async () => {
    const t = fakeRun({ adapt: ({ estimateFees: _fees, ...wallet }): FerryWallet => wallet })
    await t.run(t.quote())
    expect(t.origin.sent[0]).toMatchObject({ maxFeePerGas: 1_201_000_000n, maxPriorityFeePerGas: 1_000_000n })
  })
  it('drops a priority fee of 1e18 wei when the wallet fails to read the chain fees, with or without a max fee beside it', async () => {
    const failing = fakeRun({ adapt: (wallet): FerryWallet => ({ ...wallet, estimateFees: () => Promise.reject(new Error('eth_feeHistory is not supported')) }) })
    const quote = failing.quote()
    const { data } = quote.steps[0]!.items[0] as TransactionItem
    delete data.maxFeePerGas
    data.maxPriorityFeePerGas = (10n ** 18n).toString()
    await failing.run(quote)
    expect(failing.origin.sent[0]).toMatchObject({ maxPriorityFeePerGas: 1_000_000n })
    const both = fakeRun({ adapt: (wallet): FerryWallet => ({ ...wallet, estimateFees: () => Promise.reject(new Error('down')) }) })
    const second = both.quote()
    Object.assign(second.steps[0]!.items[0]!.data, { maxFeePerGas: (10n ** 18n).toString(), maxPriorityFeePerGas: (10n ** 18n).toString() })
    await both.run(second)
    expect(both.origin.sent[0]).toMatchObject({ maxPriorityFeePerGas: 1_000_000n, maxFeePerGas: 1_201_000_000n })
  })
})


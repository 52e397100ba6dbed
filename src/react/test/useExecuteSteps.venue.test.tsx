// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { getAccount } from 'wagmi/actions'
import { itemRecords, VENUE_CHAIN_ID, VENUE_PERPS_USDC, type ExecutionResult } from '../../core/index'
import type { Devnet } from '../../devnet/startDevnet'
import { chainOf, startDevnetForFile, usdcBalance, venueWithdrawal } from '../../devnet/test/harness'
import { mountExecute } from './executeHarness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('useExecuteSteps: the venue', () => {
  it('deposits USDC from the other chain to the venue, switching chains through wagmi', async () => {
    const account = devnet.accounts[3]!
    const app = mountExecute(devnet, account, { namespace: 'venue-deposit' })
    await app.connect()
    expect(getAccount(app.host.config).chainId).toBe(31337)
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const [venueBefore, usdcBefore] = [devnet.ledger.withdrawable(account.address), await usdcBalance(app.user.publicClient(31338), usdc, account.address)]

    const parameters = await app.quote({
      originChainId: 31338,
      destinationChainId: VENUE_CHAIN_ID,
      originCurrency: usdc,
      destinationCurrency: VENUE_PERPS_USDC,
      amount: '50000000',
      tradeType: 'EXACT_INPUT',
      recipient: account.address,
    })
    const result = (await app.execute(parameters)) as ExecutionResult
    expect(result.status).toBe('success')
    expect(getAccount(app.host.config).chainId).toBe(31338)
    const { state } = app.current()
    expect(state.phase).toBe('success')
    const records = itemRecords(state.quote!)
    expect(records.map((item) => [item.stepId, item.status, item.chainId])).toEqual(records.map((item) => [item.stepId, 'complete', 31338]))
    expect(state.inTxHashes).toHaveLength(records.length)
    expect(usdcBefore - (await usdcBalance(app.user.publicClient(31338), usdc, account.address))).toBe(50_000_000n)
    expect(devnet.ledger.withdrawable(account.address) - venueBefore).toBe(BigInt(parameters.quote.details.currencyOut!.amount))
    app.unmount()
  })

  it('withdraws from the venue with both signatures: authorize, then the venue sendAsset', async () => {
    const account = devnet.accounts[4]!
    const app = mountExecute(devnet, account, { namespace: 'venue-withdraw' })
    await app.connect()
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const [venueBefore, usdcBefore] = [devnet.ledger.withdrawable(account.address), await usdcBalance(app.user.publicClient(31338), usdc, account.address)]
    const nonceBefore = await app.nonce(31337)

    const parameters = await app.quote(venueWithdrawal(usdc))
    const result = (await app.execute(parameters)) as ExecutionResult
    expect(result.status).toBe('success')
    const { state } = app.current()
    expect(itemRecords(state.quote!).map((item) => [item.stepId, item.status, item.kind])).toEqual([
      ['authorize', 'complete', 'signature'],
      ['deposit', 'complete', 'venue-deposit'],
    ])
    expect(app.phases).toEqual(['idle', 'awaiting-wallet', 'submitting', 'awaiting-wallet', 'submitting', 'polling', 'success'])
    expect(devnet.store.get(result.requestId)?.authorized).toBe(true)
    expect(venueBefore - devnet.ledger.withdrawable(account.address)).toBe(25_000_000n)
    expect((await usdcBalance(app.user.publicClient(31338), usdc, account.address)) - usdcBefore).toBe(BigInt(parameters.quote.details.currencyOut!.amount))
    // Two signatures, no transaction.
    expect(await app.nonce(31337)).toBe(nonceBefore)
    app.unmount()
  })
})

import { describe, expect, it } from 'vitest'
import {
  buildVenueSendAssetTypedData,
  NATIVE_CURRENCY,
  splitSignature,
  VENUE_CHAIN_ID,
  VENUE_PERPS_USDC,
  type VenueDepositItem,
} from '../../core/index'
import { venueActionFromTypedData } from '../../core/eip712/venueSendAsset'
import { privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../startDevnet'
import { chainOf, startDevnetForFile, usdcBalance, userOf, venueWithdrawal } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

describe('devnet: the venue', () => {
  it('deposits USDC from 31337 to the venue and credits the recipient perps balance', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const owner = user.account.address
    const before = devnet.ledger.withdrawable(owner)
    const { quote, result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: VENUE_CHAIN_ID,
      originCurrency: chainOf(devnet, 31337).contracts.usdc,
      destinationCurrency: VENUE_PERPS_USDC,
      amount: '50000000',
      tradeType: 'EXACT_INPUT',
      recipient: owner,
    })
    expect(result.status).toBe('success')
    const credited = BigInt(quote.details.currencyOut!.amount)
    expect(devnet.ledger.withdrawable(owner) - before).toBe(credited)
    const state = await user.client.venue.clearinghouseState(owner)
    expect(state.withdrawable).toMatch(/^\d+(\.\d+)?$/)
  })

  it('withdraws from the venue with both signatures: authorize, then the venue sendAsset', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const owner = user.account.address
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const venueBefore = devnet.ledger.withdrawable(owner)
    const evmBefore = await usdcBalance(user.publicClient(31338), usdc, owner)
    const { quote, result } = await user.quoteAndExecute(venueWithdrawal(usdc))
    expect(quote.steps.map((step) => [step.id, step.kind])).toEqual([
      ['authorize', 'signature'],
      ['deposit', 'transaction'],
    ])
    expect(result.status).toBe('success')
    expect(venueBefore - devnet.ledger.withdrawable(owner)).toBe(25_000_000n)
    expect((await usdcBalance(user.publicClient(31338), usdc, owner)) - evmBefore).toBe(BigInt(quote.details.currencyOut!.amount))
    expect(devnet.store.get(result.requestId)?.authorized).toBe(true)
  })

  it('rejects a tampered submission and a reused nonce; a transfer never authorized is refunded', async () => {
    const account = devnet.accounts[2]!
    const user = userOf(devnet, account)
    const quote = await user.client.getQuote({
      user: account.address,
      originChainId: VENUE_CHAIN_ID,
      destinationChainId: 31337,
      originCurrency: VENUE_PERPS_USDC,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '10000000',
      tradeType: 'EXACT_INPUT',
      protocolVersion: 'v2',
    })
    const item = quote.steps[1]!.items[0] as VenueDepositItem
    const typedData = buildVenueSendAssetTypedData(item, { signingChainId: 31337 })
    const signature = splitSignature(await privateKeyToAccount(account.privateKey).signTypedData(typedData))
    const action = venueActionFromTypedData(typedData)
    const before = devnet.ledger.balances(account.address)

    const tampered = user.client.venue.exchange({ action: { ...action, amount: '9000.000000' }, nonce: item.data.nonce, signature })
    await expect(tampered).rejects.toMatchObject({ code: 'VENUE_SUBMISSION_FAILED' })
    expect(devnet.ledger.balances(account.address)).toEqual(before)

    // Skipping the authorize step: the venue takes the transfer, the solver cannot map it and refunds it.
    await user.client.venue.exchange({ action, nonce: item.data.nonce, signature })
    expect(devnet.ledger.transfers({ nonce: item.data.nonce })).toHaveLength(1)
    await devnet.settled()
    expect(devnet.store.get(quote.steps[0]!.requestId)?.status).toBe('refund')
    expect(devnet.ledger.balances(account.address)).toEqual(before)

    const replay = user.client.venue.exchange({ action, nonce: item.data.nonce, signature })
    await expect(replay).rejects.toMatchObject({ code: 'VENUE_SUBMISSION_FAILED' })
    expect(devnet.ledger.transfers({ nonce: item.data.nonce })).toHaveLength(1)
    expect(devnet.ledger.balances(account.address)).toEqual(before)
  })
})

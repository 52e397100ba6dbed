import type { GetQuoteParameters } from '@relayprotocol/relay-sdk'
import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../../core/index'
import { chainOf, usdcBalance, userOf } from '../harness'
import { sdkOnDevnetForFile, VENUE_PUBLIC_HOST, type SdkOnDevnet } from './serviceSdk'

/*
 * The service SDK's venue withdrawal. The SDK signs the venue `sendAsset` under the live
 * service's domain name (`HyperliquidSignTransaction`, hard-coded), so the devnet runs on the
 * live protocol profile, whose names it hands out in the steps and checks at its venue.
 */
let sdk: SdkOnDevnet
/**
 * The service's docs make `protocolVersion: "v2"` mandatory for a withdrawal, yet the SDK's types
 * lack it (and its UI kit never sends it); the SDK sends its `options` as they are, so it goes there.
 */
const withdrawalOptions = { protocolVersion: 'v2' } as Record<string, unknown> as NonNullable<GetQuoteParameters['options']>
sdkOnDevnetForFile((ready) => (sdk = ready), { profile: 'live' })

describe('the service SDK on the devnet, live profile', () => {
  it('withdraws perps USDC from the venue (1337) to USDC on 31338: authorize, then the sendAsset posted to the venue', async () => {
    const account = sdk.devnet.accounts[4]!
    const chain = userOf(sdk.devnet, account)
    const usdc = chainOf(sdk.devnet, 31338).contracts.usdc
    const [venueBefore, evmBefore] = [sdk.devnet.ledger.withdrawable(account.address), await usdcBalance(chain.publicClient(31338), usdc, account.address)]
    const quote = await sdk.quote({
      user: account.address,
      recipient: account.address,
      chainId: VENUE_CHAIN_ID,
      toChainId: 31338,
      currency: VENUE_PERPS_USDC,
      toCurrency: usdc,
      amount: '25000000',
      tradeType: 'EXACT_INPUT',
      options: withdrawalOptions,
    })
    expect(quote.steps.map((step) => [step.id, step.kind])).toEqual([
      ['authorize', 'signature'],
      ['deposit', 'transaction'],
    ])
    await sdk.execute(quote, sdk.wallet(account))

    const requestId = quote.steps[0]?.requestId as Hex
    expect(sdk.devnet.store.get(requestId)).toMatchObject({ status: 'success', authorized: true })
    expect(sdk.routes.routed).toEqual([{ from: `https://${VENUE_PUBLIC_HOST}/exchange`, to: `${sdk.devnet.venueUrl}/exchange` }])
    expect(venueBefore - sdk.devnet.ledger.withdrawable(account.address)).toBe(25_000_000n)
    expect((await usdcBalance(chain.publicClient(31338), usdc, account.address)) - evmBefore).toBe(BigInt(quote.details!.currencyOut!.amount!))
  })
})

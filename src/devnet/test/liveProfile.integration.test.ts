import { describe, expect, it } from 'vitest'
import {
  buildNonceMappingTypedData,
  createFerryClient,
  executeQuote,
  LIVE_PROFILE,
  type SignatureItem,
  type VenueDepositItem,
} from '../../core/index'
import { counting } from '../../core/test/executeSetup'
import type { Devnet } from '../startDevnet'
import { chainOf, startDevnetForFile, usdcBalance, userOf, venueWithdrawal } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started), { profile: 'live' })

describe('devnet on the live profile', () => {
  it('hands out the withdrawal with the live names: RelayNonceMapping version 2 with depositor, HyperliquidTransaction:SendAsset', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const quote = await user.quote(venueWithdrawal(chainOf(devnet, 31338).contracts.usdc))
    const sign = (quote.steps[0]!.items[0] as SignatureItem).data
    expect(sign.sign.domain).toMatchObject({ name: 'RelayNonceMapping', version: '2' })
    expect(sign.sign.types.NonceMapping!.map((field) => field.name)).toContain('depositor')
    expect(sign.post.body.depositor).toBe(user.account.address)
    const transfer = (quote.steps[1]!.items[0] as VenueDepositItem).data
    expect(transfer.eip712PrimaryType).toBe('HyperliquidTransaction:SendAsset')
    expect(transfer.action.parameters).toHaveProperty('hyperliquidChain', 'Devnet')
    expect(transfer.action.parameters).not.toHaveProperty('venueChain')
  })

  it('withdraws end to end with a live-profile client: the venue debited, the chain credited', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    expect(user.client.profiles).toEqual([LIVE_PROFILE])
    const owner = user.account.address
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const venueBefore = devnet.ledger.withdrawable(owner)
    const evmBefore = await usdcBalance(user.publicClient(31338), usdc, owner)
    const { quote, result } = await user.quoteAndExecute(venueWithdrawal(usdc))
    expect(result.status).toBe('success')
    expect(venueBefore - devnet.ledger.withdrawable(owner)).toBe(25_000_000n)
    expect((await usdcBalance(user.publicClient(31338), usdc, owner)) - evmBefore).toBe(BigInt(quote.details.currencyOut!.amount))
  })

  it('a client told nothing (no profile) withdraws on the live names end to end: the venue debited once', async () => {
    const user = userOf(devnet, devnet.accounts[5]!)
    const client = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl })
    const owner = user.account.address
    const venueBefore = devnet.ledger.withdrawable(owner)
    const quote = await client.getQuote({ user: owner, ...venueWithdrawal(chainOf(devnet, 31338).contracts.usdc) })
    await expect(executeQuote({ quote, client, wallet: user.wallet })).resolves.toMatchObject({ status: 'success' })
    expect(venueBefore - devnet.ledger.withdrawable(owner)).toBe(25_000_000n)
  })

  it("a client kept to the spec's names refuses the live withdrawal before asking the wallet anything", async () => {
    const user = userOf(devnet, devnet.accounts[2]!)
    const quote = await user.quote(venueWithdrawal(chainOf(devnet, 31338).contracts.usdc))
    const spec = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl, profile: 'spec' })
    const { wallet, calls } = counting(user.wallet)
    const error = await executeQuote({ quote, client: spec, wallet }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'UNEXPECTED_SIGNATURE_REQUEST', field: 'data.sign.domain.name' })
    expect(calls).toEqual([])
  })

  it('/authorize refuses a version-2 body whose depositor is not the user', async () => {
    const user = userOf(devnet, devnet.accounts[3]!)
    const quote = await user.quote(venueWithdrawal(chainOf(devnet, 31338).contracts.usdc))
    const item = quote.steps[0]!.items[0] as SignatureItem
    const { typedData, postBody } = buildNonceMappingTypedData(item, { profile: LIVE_PROFILE })
    const signature = await user.wallet.signTypedData(typedData)
    const response = await fetch(`${devnet.serviceUrl}/authorize?signature=${signature}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...postBody, depositor: devnet.accounts[4]!.address }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errorCode: 'DEPOSITOR_MISMATCH' })
    expect(devnet.store.get(quote.steps[0]!.requestId)?.authorized).toBe(false)
  })
})

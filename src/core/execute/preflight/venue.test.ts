import { describe, expect, it } from 'vitest'
import type { VenueDepositItem } from '../../types/quote'
import { authorizeItem, venueDepositItem } from '../../test/eip712Fixtures'
import { USER, venueWithdrawalQuote, WITHDRAW_NONCE, WITHDRAW_REQUEST_ID } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused } from '../../test/refusedBeforeWallet'

const transferOf = (quote: ReturnType<typeof venueWithdrawalQuote>) => quote.steps[1]!.items[0] as VenueDepositItem
const withNonce = (nonce: number) => venueDepositItem({ id: WITHDRAW_REQUEST_ID, nonce, amount: '25.000000' })

describe('preflight: a venue transfer sends exactly the input', () => {
  it('refuses a sendAsset of 25,000 USDC on a withdrawal showing 25', async () => {
    const quote = venueWithdrawalQuote()
    transferOf(quote).data.action.parameters.amount = '25000.000000'
    const error = await expectRefused(quote, 'steps.1.items.0.data.action.parameters.amount')
    expect(error.reason).toMatch(/25000000000 units, not the input 25000000/)
  })

  it('refuses a sendAsset below the input too: the amount must equal it', async () => {
    const quote = venueWithdrawalQuote()
    transferOf(quote).data.action.parameters.amount = '24.000000'
    await expectRefused(quote, 'steps.1.items.0.data.action.parameters.amount')
  })

  it('accepts the input converted to venue units from a currency of 8 decimals (25.0 as 2500000000)', () => {
    expect(expectAccepted(venueWithdrawalQuote())).toBe(WITHDRAW_REQUEST_ID)
  })

  it('refuses a venue transfer in a quote whose origin is an EVM chain', async () => {
    const quote = venueWithdrawalQuote()
    quote.details.currencyIn.currency = { ...quote.details.currencyIn.currency, chainId: 42161 }
    await expectRefused(quote, 'steps.1.items.0.data.action')
  })
})

describe('preflight: every venue transfer is bound to the request by an authorize item', () => {
  it('refuses a deposit step that comes before the authorize step', async () => {
    const quote = venueWithdrawalQuote()
    quote.steps.reverse()
    const error = await expectRefused(quote, 'steps.0.items.0.data.nonce')
    expect(error.reason).toMatch(/runs after the transfer/)
  })

  it('refuses a deposit with no authorize step', async () => {
    const quote = venueWithdrawalQuote()
    quote.steps.shift()
    await expectRefused(quote, 'steps.0.items.0.data.nonce')
  })

  it('refuses a deposit whose nonce no authorize item covers, even when the authorize item is complete', async () => {
    const quote = venueWithdrawalQuote()
    quote.steps[0]!.items[0]!.status = 'complete'
    quote.steps[1]!.items = [withNonce(WITHDRAW_NONCE + 1)]
    const error = await expectRefused(quote, 'steps.1.items.0.data.nonce')
    expect(error.reason).toMatch(/no authorize item/)
  })

  it('refuses a transfer bound only by an authorize item of another request or another wallet', async () => {
    const otherRequest = venueWithdrawalQuote()
    otherRequest.steps[0]!.items = [authorizeItem({ wallet: USER, id: `0x${'11'.repeat(32)}`, nonce: WITHDRAW_NONCE, chainId: 42161 })]
    await expectRefused(otherRequest, 'steps.0.items.0.data.post.body.id')
    const otherWallet = venueWithdrawalQuote()
    otherWallet.steps[0]!.items = [{ ...authorizeItem({ wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', id: WITHDRAW_REQUEST_ID, nonce: WITHDRAW_NONCE, chainId: 42161 }), status: 'complete' }]
    await expectRefused(otherWallet, 'steps.0.items.0.data.post.body.wallet')
  })

  it('accepts a resumed withdrawal whose authorize item is complete with the same nonce', () => {
    const quote = venueWithdrawalQuote()
    quote.steps[0]!.items[0]!.status = 'complete'
    expect(expectAccepted(quote)).toBe(WITHDRAW_REQUEST_ID)
  })
})

describe('preflight: a venue transfer leaves from where the request says the funds are', () => {
  it('refuses a sourceDex other than the origin currency\'s: "spot" for perps USDC', async () => {
    const quote = venueWithdrawalQuote()
    transferOf(quote).data.action.parameters.sourceDex = 'spot'
    const error = await expectRefused(quote, 'steps.1.items.0.data.action.parameters.sourceDex')
    expect(error.reason).toBe('is "spot", not "", where the origin currency 0x00000000000000000000000000000000 is held')
  })

  it('refuses a transfer from a sub-account the request does not name', async () => {
    const quote = venueWithdrawalQuote()
    transferOf(quote).data.action.parameters.fromSubAccount = '0x1111111111111111111111111111111111111111'
    await expectRefused(quote, 'steps.1.items.0.data.action.parameters.fromSubAccount')
  })

  it('expects "spot" for a spot token and the DEX name for a secondary DEX currency', async () => {
    const spot = venueWithdrawalQuote()
    spot.details.currencyIn.currency = { ...spot.details.currencyIn.currency, address: '0x6d1e7cde53ba9467b783cb7c530ce054' }
    transferOf(spot).data.action.parameters.sourceDex = 'spot'
    expect(expectAccepted(spot)).toBe(WITHDRAW_REQUEST_ID)
    const dex = venueWithdrawalQuote()
    dex.details.currencyIn.currency = { ...dex.details.currencyIn.currency, address: `0x6d1e7cde53ba9467b783cb7c530ce054${Buffer.from('xyz').toString('hex')}` }
    transferOf(dex).data.action.parameters.sourceDex = 'spot'
    await expectRefused(dex, 'steps.1.items.0.data.action.parameters.sourceDex')
    transferOf(dex).data.action.parameters.sourceDex = 'xyz'
    expect(expectAccepted(dex)).toBe(WITHDRAW_REQUEST_ID)
  })
})

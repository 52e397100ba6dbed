import { describe, expect, it } from 'vitest'
import { LIVE_PROFILE, SPEC_PROFILE } from '../../protocol/profile'
import { authorizeItem } from '../../test/eip712Fixtures'
import { USER, venueWithdrawalQuote, WITHDRAW_NONCE, WITHDRAW_ORDER_ID, WITHDRAW_REQUEST_ID } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused, expectRefusedWith } from '../../test/refusedBeforeWallet'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const live = { profile: LIVE_PROFILE }
/** The withdrawal as the live service publishes it: its names, version 2, the mapping naming the order id. */
const liveWithdrawal = () => venueWithdrawalQuote({ profile: LIVE_PROFILE, version: '2', orderId: WITHDRAW_ORDER_ID })

describe('preflight: the withdrawal is checked against the active protocol profile', () => {
  it('accepts the live withdrawal under the live profile: depositor the account, id the order id', () => {
    expect(expectAccepted(liveWithdrawal(), live)).toBe(WITHDRAW_REQUEST_ID)
  })

  it('accepts the live profile\'s older version 1, and its mapping naming the request id', () => {
    expect(expectAccepted(venueWithdrawalQuote({ profile: LIVE_PROFILE, orderId: WITHDRAW_ORDER_ID }), live)).toBe(WITHDRAW_REQUEST_ID)
    expect(expectAccepted(venueWithdrawalQuote({ profile: LIVE_PROFILE, version: '2' }), live)).toBe(WITHDRAW_REQUEST_ID)
  })

  it('refuses a domain of the other profile, whichever is active', async () => {
    const spec = await expectRefusedWith(venueWithdrawalQuote(), 'UNEXPECTED_SIGNATURE_REQUEST', live)
    expect(spec).toMatchObject({ field: 'data.sign.domain.name', expected: '"RelayNonceMapping"' })
    const other = await expectRefusedWith(liveWithdrawal(), 'UNEXPECTED_SIGNATURE_REQUEST', { profile: SPEC_PROFILE })
    expect(other).toMatchObject({ field: 'data.sign.domain.name', expected: '"ServiceNonceMapping"' })
  })

  it('refuses a venue transfer of the other profile behind an accepted authorize item', async () => {
    const quote = liveWithdrawal()
    quote.steps[1] = venueWithdrawalQuote().steps[1]!
    const error = await expectRefusedWith(quote, 'UNEXPECTED_SIGNATURE_REQUEST', live)
    expect(error).toMatchObject({ field: 'data.action.parameters.hyperliquidChain' })
  })

  it('refuses an id that is neither the request id nor the order id', async () => {
    const quote = liveWithdrawal()
    quote.steps[0]!.items = [authorizeItem({ wallet: USER, id: `0x${'22'.repeat(32)}`, nonce: WITHDRAW_NONCE, chainId: 42161, profile: LIVE_PROFILE, version: '2' })]
    const error = await expectRefused(quote, 'steps.0.items.0.data.post.body.id', live)
    expect(error.reason).toMatch(/neither the request id .* nor the quote's order id 0x3bfd/)
  })

  it('refuses the order id when the quote carries none, and a malformed protocol.v2.orderId names nothing', async () => {
    const without = liveWithdrawal()
    delete (without as { protocol?: unknown }).protocol
    await expectRefused(without, 'steps.0.items.0.data.post.body.id', live)
    const malformed = liveWithdrawal()
    Object.assign(malformed, { protocol: { v2: { orderId: WITHDRAW_ORDER_ID.slice(0, 40) } } })
    await expectRefused(malformed, 'steps.0.items.0.data.post.body.id', live)
  })

  it('refuses a version-2 mapping whose depositor is not the account, even signed consistently', async () => {
    const quote = liveWithdrawal()
    quote.steps[0]!.items = [authorizeItem({ wallet: USER, depositor: OTHER, id: WITHDRAW_ORDER_ID, nonce: WITHDRAW_NONCE, chainId: 42161, profile: LIVE_PROFILE, version: '2' })]
    const error = await expectRefused(quote, 'steps.0.items.0.data.post.body.depositor', live)
    expect(error.reason).toMatch(/not the account/)
  })

  it('refuses a depositor in the body that the signed value does not carry', async () => {
    const quote = liveWithdrawal()
    const item = quote.steps[0]!.items[0]! as ReturnType<typeof authorizeItem>
    item.data.post.body.depositor = OTHER
    await expectRefusedWith(quote, 'UNEXPECTED_SIGNATURE_REQUEST', live)
  })

  it('still refuses the live amount checks: a sendAsset above the input', async () => {
    const quote = liveWithdrawal()
    const transfer = quote.steps[1]!.items[0]! as { data: { action: { parameters: { amount: string } } } }
    transfer.data.action.parameters.amount = '2500.000000'
    await expectRefused(quote, 'steps.1.items.0.data.action.parameters.amount', live)
  })
})

describe('preflight: without a profile, the spec\'s names and the live service\'s are both accepted', () => {
  it('accepts the spec withdrawal and the live one with a client told nothing', () => {
    expect(expectAccepted(venueWithdrawalQuote())).toBe(WITHDRAW_REQUEST_ID)
    expect(expectAccepted(liveWithdrawal())).toBe(WITHDRAW_REQUEST_ID)
  })

  it('refuses a domain of neither, naming both; the live version 2 under the spec\'s domain name is still refused', async () => {
    const quote = venueWithdrawalQuote()
    ;(quote.steps[0]!.items[0]! as ReturnType<typeof authorizeItem>).data.sign.domain.name = 'OtherNonceMapping'
    const error = await expectRefusedWith(quote, 'UNEXPECTED_SIGNATURE_REQUEST')
    expect(error).toMatchObject({ field: 'data.sign.domain.name', expected: '"ServiceNonceMapping" or "RelayNonceMapping"' })
    const specV2 = venueWithdrawalQuote({ version: '2' })
    await expect(expectRefusedWith(specV2, 'UNEXPECTED_SIGNATURE_REQUEST')).resolves.toMatchObject({ field: 'data.sign.domain.version' })
  })
})

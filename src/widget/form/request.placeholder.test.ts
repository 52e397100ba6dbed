import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_USER, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import { initialFormState, reduceForm } from './reducer'
import { buildQuoteRequest } from './request'
import { ACCOUNT, OTHER, context } from '../test/formCatalog'


function formFor(mode: 'bridge' | 'venue-deposit' | 'venue-withdraw', amount: string, recipient?: string) {
  let state = reduceForm(initialFormState(mode, context), { type: 'amount', amount }, context)
  if (recipient) state = reduceForm(state, { type: 'recipient', recipient }, context)
  const { catalog } = context
  return (account: typeof ACCOUNT | undefined) =>
    buildQuoteRequest(state, {
      account,
      origin: catalog.currency(state.origin.chainId, state.origin.currency),
      destination: catalog.currency(state.destination.chainId, state.destination.currency),
      destinationChain: catalog.chain(state.destination.chainId),
    })
}

describe('the request before a wallet connects', () => {
  it('asks a bridge quote for PLACEHOLDER_USER, with no recipient; once connected, for the account', () => {
    const bridge = formFor('bridge', '0.05')
    expect(bridge(undefined)).toMatchObject({ request: { user: PLACEHOLDER_USER, amount: '50000000000000000' }, needsWallet: false, effectiveRecipient: undefined })
    expect(bridge(undefined).request?.recipient).toBeUndefined()
    expect(bridge(ACCOUNT).request?.user).toBe(ACCOUNT)
  })

  it('keeps a typed recipient: only the user is the placeholder', () => {
    expect(formFor('bridge', '1', OTHER)(undefined).request).toMatchObject({ user: PLACEHOLDER_USER, recipient: OTHER })
  })

  it('a deposit to the venue names the placeholder as its venue account until one is typed or connected', () => {
    expect(formFor('venue-deposit', '10')(undefined).request).toMatchObject({ user: PLACEHOLDER_USER, recipient: PLACEHOLDER_USER, destinationCurrency: VENUE_PERPS_USDC })
    expect(formFor('venue-deposit', '10')(ACCOUNT).request).toMatchObject({ user: ACCOUNT, recipient: ACCOUNT })
  })

  it('a withdrawal from the venue is not quoted before connect (it spends the user’s own venue balance)', () => {
    const withdraw = formFor('venue-withdraw', '5')
    expect(withdraw(undefined)).toMatchObject({ request: undefined, needsWallet: true, amount: { kind: 'valid' } })
    expect(withdraw(ACCOUNT)).toMatchObject({ request: { user: ACCOUNT, originChainId: VENUE_CHAIN_ID }, needsWallet: false })
  })
})

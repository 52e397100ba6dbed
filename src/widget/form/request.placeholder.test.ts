import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, PLACEHOLDER_USER, VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../../core/index'
import type { WidgetChain, WidgetCurrency } from '../types'
import { createCatalog } from '../catalog/catalog'
import { initialFormState, reduceForm, type FormContext } from './reducer'
import { buildQuoteRequest } from './request'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC_A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const chains: WidgetChain[] = [
  { id: 31337, name: 'Anvil One', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm' },
  { id: 31338, name: 'Anvil Two', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm' },
  { id: VENUE_CHAIN_ID, name: 'Venue', nativeCurrency: { symbol: 'USDC', decimals: 6 }, vmType: 'venue' },
]
const currencies: WidgetCurrency[] = [
  { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31337, address: USDC_A, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 31338, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
]
const context: FormContext = { catalog: createCatalog(chains, currencies), defaults: {}, locks: {} }

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

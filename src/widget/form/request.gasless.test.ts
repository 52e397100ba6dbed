import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
import { initialFormState, reduceForm, type BridgeFormState } from './reducer'
import { buildQuoteRequest } from './request'
import { ACCOUNT, context, USDC_A } from '../test/formCatalog'

const { catalog } = context
const requestOf = (state: BridgeFormState) =>
  buildQuoteRequest(state, {
    account: ACCOUNT,
    origin: catalog.currency(state.origin.chainId, state.origin.currency),
    destination: catalog.currency(state.destination.chainId, state.destination.currency),
    destinationChain: catalog.chain(state.destination.chainId),
  })
/** 12 USDC from Anvil One to ETH on Anvil Two, with the gasless choice `actions` make of it. */
function usdcBridge(...actions: { on: boolean; auto?: boolean }[]): BridgeFormState {
  let state = reduceForm(initialFormState('bridge', context), { type: 'origin', side: { chainId: 31337, currency: USDC_A } }, context)
  state = reduceForm(state, { type: 'amount', amount: '12' }, context)
  for (const action of actions) state = reduceForm(state, { type: 'gasless', ...action }, context)
  return state
}

describe('the form asks for the gasless path (usePermit) for an ERC-20 origin, by itself or as set', () => {
  it('asks nothing by default, and usePermit: true once the wallet turns out to hold no gas', () => {
    expect(requestOf(usdcBridge()).request?.usePermit).toBeUndefined()
    expect(requestOf(usdcBridge()).gaslessAllowed).toBe(true)
    expect(requestOf(usdcBridge({ on: true, auto: true })).request).toMatchObject({ usePermit: true, originChainId: 31337 })
  })

  it("the user's choice in the settings wins over the offer, either way", () => {
    expect(requestOf(usdcBridge({ on: true, auto: true }, { on: false })).request?.usePermit).toBeUndefined()
    expect(requestOf(usdcBridge({ on: true })).request).toMatchObject({ usePermit: true })
    expect(requestOf(usdcBridge({ on: true }, { on: false, auto: true })).request).toMatchObject({ usePermit: true })
  })

  it('never asks it for the gas currency itself, whatever the choice', () => {
    let state = usdcBridge({ on: true })
    state = reduceForm(state, { type: 'origin', side: { chainId: 31337, currency: NATIVE_CURRENCY } }, context)
    const { request, gaslessAllowed } = requestOf(state)
    expect(gaslessAllowed).toBe(false)
    expect(request).toBeDefined()
    expect(request?.usePermit).toBeUndefined()
  })
})

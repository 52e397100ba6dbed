import { describe, expect, it } from 'vitest'
import { initialFormState, reduceForm } from './reducer'
import { buildQuoteRequest } from './request'
import { ACCOUNT, context } from '../test/formCatalog'

describe('the problems the form names instead of quoting', () => {
  it('the same token on both sides is named, and nothing is quoted', () => {
    const state = reduceForm(initialFormState('bridge', context), { type: 'amount', amount: '0.01' }, context)
    const origin = context.catalog.currency(state.origin.chainId, state.origin.currency)!
    const form = buildQuoteRequest(state, { account: ACCOUNT, origin, destination: origin, destinationChain: context.catalog.chain(origin.chainId) })
    expect(form).toMatchObject({ sameToken: true, request: undefined, amount: { kind: 'valid' } })
    const other = context.catalog.currency(state.destination.chainId, state.destination.currency)!
    expect(buildQuoteRequest(state, { account: ACCOUNT, origin, destination: other, destinationChain: undefined }).sameToken).toBe(false)
  })
})

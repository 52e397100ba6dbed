import { describe, expect, it } from 'vitest'
import { initialFormState, reduceForm } from './reducer'
import { addressProblem, buildQuoteRequest } from './request'
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

  it('says why a typed recipient is no address: its length, its checksum, or its shape', () => {
    expect(addressProblem('0x1234')).toEqual({ kind: 'length', count: 4 })
    expect(addressProblem(' 0x70997970C51812dc3A010C7d01b50e0d17dc79C ')).toEqual({ kind: 'length', count: 39 })
    // One capital changed: the EIP-55 checksum fails.
    expect(addressProblem('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'checksum' })
    expect(addressProblem('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'format' })
    expect(addressProblem('0xZZ')).toEqual({ kind: 'format' })
  })
})

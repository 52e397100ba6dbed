import { numberToHex, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../core/index'
import { DEFAULT_MAX_REQUESTS, RequestStore, type QuotedTerms, type RequestStatusWord } from './store'

// The store keeps requests and terms as given and reads only `terms.venueNonce`.
const request = {} as QuoteRequest
const idOf = (n: number): Hex => numberToHex(n, { size: 32 })

function fill(store: RequestStore, statuses: RequestStatusWord[]): void {
  statuses.forEach((status, index) => {
    const id = idOf(index + 1)
    store.create({ id, request, terms: { venueNonce: index + 1 } as QuotedTerms })
    if (status !== 'waiting') store.update(id, { status })
  })
}

const kept = (store: RequestStore) => store.list().map((record) => Number(record.id))

describe('RequestStore bound', () => {
  it(`keeps ${DEFAULT_MAX_REQUESTS} requests by default`, () => {
    const store = new RequestStore()
    fill(store, Array.from({ length: DEFAULT_MAX_REQUESTS + 5 }, () => 'waiting'))
    expect(store.list()).toHaveLength(DEFAULT_MAX_REQUESTS)
    expect(kept(store)[0]).toBe(6)
  })

  it('forgets the oldest ended requests first, then the oldest never deposited for, and their venue nonces with them', () => {
    const store = new RequestStore({ maxRequests: 4 })
    fill(store, ['waiting', 'success', 'waiting', 'refund'])
    store.create({ id: idOf(5), request, terms: {} as QuotedTerms })
    expect(kept(store)).toEqual([1, 3, 4, 5])
    store.create({ id: idOf(6), request, terms: {} as QuotedTerms })
    expect(kept(store)).toEqual([1, 3, 5, 6])
    store.create({ id: idOf(7), request, terms: {} as QuotedTerms })
    expect(kept(store)).toEqual([3, 5, 6, 7])
    expect(store.get(idOf(1))).toBeUndefined()
    expect(store.byVenueNonce(1)).toBeUndefined()
    expect(store.byVenueNonce(3)?.id).toBe(idOf(3))
  })

  it('never forgets a request the solver is working on, and shrinks back to the bound once they end', () => {
    const store = new RequestStore({ maxRequests: 2 })
    fill(store, ['pending', 'failure'])
    store.create({ id: idOf(3), request, terms: {} as QuotedTerms })
    store.create({ id: idOf(4), request, terms: {} as QuotedTerms })
    // Only the waiting quotes could go: the newest one stays, over the bound.
    expect(kept(store)).toEqual([1, 2, 4])
    store.update(idOf(1), { status: 'success' })
    store.update(idOf(2), { status: 'refund' })
    expect(store.get(idOf(2))?.status).toBe('refund')
    store.create({ id: idOf(5), request, terms: {} as QuotedTerms })
    expect(kept(store)).toEqual([4, 5])
  })
})

import type { Query } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createFerryClient, HttpError, NATIVE_CURRENCY, NetworkError, type FerryError, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
import { isEmptyQuoteInput, quoteQueryOptions, quoteRecoveryDelay, type QuoteQueryKey } from './quote'

const client = createFerryClient({ baseUrl: 'http://127.0.0.1:9' })
const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const request: QuoteRequestInput = {
  user,
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '1000',
  tradeType: 'EXACT_INPUT',
}
const httpError = (status: number, retryAfterMs?: number) => new HttpError({ url: 'x', status, serviceMessage: 'm', errorCode: undefined, body: null, retryAfterMs })
/** A query as the refetch interval sees it: its last error, and how many errors this request has had. */
const queryWith = (error: FerryError | null, errorUpdateCount = error ? 1 : 0) =>
  ({ state: { error, errorUpdateCount } }) as unknown as Query<QuoteResponse, FerryError, QuoteResponse, QuoteQueryKey>

describe('quoteQueryOptions', () => {
  it('keys a valid request by its normalized form under the namespace, refetching every 15 s while visible', () => {
    const options = quoteQueryOptions({ client, namespace: 'ns', request })
    expect(options.inputStatus).toBe('valid')
    expect(options.queryKey).toEqual(['ferry', 'ns', 'quote', { ...request, user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])
    expect(options).toMatchObject({ enabled: true, refetchIntervalInBackground: false, issues: [] })
    expect(options.refetchInterval(queryWith(null))).toBe(15_000)
    expect(typeof options.queryFn).toBe('function')
    expect(quoteQueryOptions({ client, namespace: 'ns', request: { ...request }, refetchIntervalMs: 5_000 }).refetchInterval(queryWith(null))).toBe(5_000)
  })

  it('gives a disabled query and the issues for an invalid request', () => {
    // @ts-expect-error: a wrong type, as untyped form data brings it; the factory still reports it
    const options = quoteQueryOptions({ client, namespace: 'ns', request: { ...request, originChainId: 'one' } })
    expect(options).toMatchObject({ inputStatus: 'invalid', enabled: false, queryKey: ['ferry', 'ns', 'quote', null] })
    expect(options).not.toHaveProperty('placeholderData')
    expect(options.issues.map((issue) => issue.path)).toEqual(['originChainId'])
  })

  it('gives a disabled query and no issues while the request is not filled in', () => {
    // `user: null` as JSON brings it: the type admits no null, the factory reads it as blank.
    for (const empty of [undefined, { ...request, amount: '' }, { ...request, amount: '000' }, { ...request, user: null } as unknown as QuoteRequestInput]) {
      expect(quoteQueryOptions({ client, namespace: 'ns', request: empty })).toMatchObject({ inputStatus: 'empty', enabled: false, issues: [] })
    }
  })

  it('adds no retries of its own: the client is the one layer that retries', () => {
    expect(quoteQueryOptions({ client, namespace: 'ns', request }).retry).toBe(false)
  })

  it('after a transient failure, calls again at the recovery pace; after a 4xx, at the usual one; never with refresh off', () => {
    const { refetchInterval } = quoteQueryOptions({ client, namespace: 'ns', request })
    expect([1, 2, 3, 4, 9].map((failures) => refetchInterval(queryWith(httpError(503), failures)))).toEqual([5_000, 10_000, 20_000, 30_000, 30_000])
    expect(refetchInterval(queryWith(new NetworkError({ url: 'x', cause: null })))).toBe(5_000)
    expect(refetchInterval(queryWith(httpError(429, 45_000))), 'Retry-After asked for longer').toBe(45_000)
    expect(refetchInterval(queryWith(httpError(400)))).toBe(15_000)
    const off = quoteQueryOptions({ client, namespace: 'ns', request, refetchIntervalMs: false })
    expect(off.refetchInterval(queryWith(httpError(503)))).toBe(false)
  })
})

describe('quoteRecoveryDelay', () => {
  it('starts at 5 s, doubles per failure up to 30 s, and waits longer when Retry-After asks', () => {
    expect([0, 1, 2, 3, 4].map((failures) => quoteRecoveryDelay(failures, httpError(502)))).toEqual([5_000, 5_000, 10_000, 20_000, 30_000])
    expect(quoteRecoveryDelay(1, httpError(429, 2_000))).toBe(5_000)
    expect(quoteRecoveryDelay(1, httpError(429, 60_000))).toBe(60_000)
  })
})

describe('isEmptyQuoteInput', () => {
  it('counts a zero amount as empty, except for a call whose txs carry no value', () => {
    expect(isEmptyQuoteInput({ ...request, amount: '0' })).toBe(true)
    expect(isEmptyQuoteInput({ ...request, amount: '0', txs: [] })).toBe(false)
    expect(isEmptyQuoteInput(request)).toBe(false)
  })
})

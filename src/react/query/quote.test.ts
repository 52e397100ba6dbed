import { QueryClient, type Query } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createFerryClient, HttpError, NATIVE_CURRENCY, NetworkError, type FerryError, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
import { quoteQueryKey, quoteQueryOptions, quoteRecoveryDelay, type QuoteQueryKey } from './quote'
import { isEmptyQuoteInput, readQuoteInput } from './quoteInput'

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
const quote = { steps: [], fees: {}, details: { operation: 'bridge' } } as unknown as QuoteResponse
const ferry = {
  namespace: 'ns',
  client: createFerryClient({ baseUrl: 'http://127.0.0.1:9', fetch: async () => new Response(JSON.stringify(quote)) }),
}
const httpError = (status: number, retryAfterMs?: number) => new HttpError({ url: 'x', status, serviceMessage: 'm', errorCode: undefined, body: null, retryAfterMs })
type QuoteQuery = Query<QuoteResponse, FerryError, QuoteResponse, QuoteQueryKey>
/** A query as the refetch interval sees it: its last error, and how many errors this request has had. */
const queryWith = (error: FerryError | null, errorUpdateCount = error ? 1 : 0) => ({ state: { error, errorUpdateCount } }) as unknown as QuoteQuery
const intervalOf = (options: { refetchInterval?: unknown }) => options.refetchInterval as (query: QuoteQuery) => number | false

describe('quoteQueryOptions', () => {
  it('keys a valid request by its normalized form under the namespace, refetching every 15 s while visible', () => {
    const options = quoteQueryOptions(ferry, { request })
    expect(options.queryKey).toEqual(['ferry', 'ns', 'quote', { ...request, user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])
    expect(options).toMatchObject({ enabled: true, refetchIntervalInBackground: false })
    expect(intervalOf(options)(queryWith(null))).toBe(15_000)
    expect(typeof options.queryFn).toBe('function')
    expect(intervalOf(quoteQueryOptions(ferry, { request: { ...request }, refetchIntervalMs: 5_000 }))(queryWith(null))).toBe(5_000)
  })

  it('carries only query options: no validation fields leak into useQuery', () => {
    const options = quoteQueryOptions(ferry, { request })
    expect(Object.keys(options)).not.toContain('issues')
    expect(Object.keys(options)).not.toContain('inputStatus')
  })

  it('gives a disabled query without a queryFn for an invalid or empty request', () => {
    for (const input of [{ ...request, originChainId: 'one' as unknown as number }, undefined, { ...request, amount: '' }]) {
      const options = quoteQueryOptions(ferry, { request: input })
      expect(options).toMatchObject({ enabled: false, queryKey: ['ferry', 'ns', 'quote', null] })
      // After an invalid input the old quote is not shown.
      expect(options.placeholderData).toBeUndefined()
    }
  })

  it("passes TanStack's query options through; the caller's enabled cannot send an invalid request", () => {
    const meta = { screen: 'bridge' }
    const options = quoteQueryOptions(ferry, { request, query: { staleTime: 1, meta, enabled: false, retry: 2 } })
    expect(options).toMatchObject({ staleTime: 1, meta, enabled: false, retry: 2 })
    expect(quoteQueryOptions(ferry, { request: undefined, query: { enabled: true } }).enabled).toBe(false)
  })

  it('adds no retries of its own: the client is the one layer that retries', () => {
    expect(quoteQueryOptions(ferry, { request }).retry).toBe(false)
  })

  it('after a transient failure, calls again at the recovery pace; after a 4xx, at the usual one; never with refresh off', () => {
    const refetchInterval = intervalOf(quoteQueryOptions(ferry, { request }))
    expect([1, 2, 3, 4, 9].map((failures) => refetchInterval(queryWith(httpError(503), failures)))).toEqual([5_000, 10_000, 20_000, 30_000, 30_000])
    expect(refetchInterval(queryWith(new NetworkError({ url: 'x', cause: null })))).toBe(5_000)
    expect(refetchInterval(queryWith(httpError(429, 45_000))), 'Retry-After asked for longer').toBe(45_000)
    expect(refetchInterval(queryWith(httpError(400)))).toBe(15_000)
    expect(intervalOf(quoteQueryOptions(ferry, { request, refetchIntervalMs: false }))(queryWith(httpError(503)))).toBe(false)
  })

  it('types the cache: getQueryData of its key is a QuoteResponse, as fetchQuery of its options', async () => {
    const queryClient = new QueryClient()
    const fetched = await queryClient.fetchQuery(quoteQueryOptions(ferry, { request }))
    expectTypeOf(fetched).toEqualTypeOf<QuoteResponse>()
    // Equal requests share the entry, whatever their key order or address case.
    const cached = queryClient.getQueryData(quoteQueryKey(ferry, { request: { amount: '1000', ...request, user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } }))
    expectTypeOf(cached).toEqualTypeOf<QuoteResponse | undefined>()
    expect(cached).toEqual(quote)
    queryClient.clear()
  })
})

describe('quoteRecoveryDelay', () => {
  it('starts at 5 s, doubles per failure up to 30 s, and waits longer when Retry-After asks', () => {
    expect([0, 1, 2, 3, 4].map((failures) => quoteRecoveryDelay(failures, httpError(502)))).toEqual([5_000, 5_000, 10_000, 20_000, 30_000])
    expect(quoteRecoveryDelay(1, httpError(429, 2_000))).toBe(5_000)
    expect(quoteRecoveryDelay(1, httpError(429, 60_000))).toBe(60_000)
  })
})

describe('readQuoteInput', () => {
  it('says why an invalid request is not sent, and reports nothing while it is not filled in', () => {
    const invalid = readQuoteInput({ ...request, originChainId: 'one' as unknown as number })
    expect(invalid.inputStatus).toBe('invalid')
    expect(invalid.issues.map((issue) => issue.path)).toEqual(['originChainId'])
    for (const empty of [undefined, { ...request, amount: '' }, { ...request, amount: '000' }, { ...request, user: undefined }]) {
      expect(readQuoteInput(empty)).toMatchObject({ inputStatus: 'empty', issues: [] })
    }
  })

  it('counts a zero amount as empty, except for a call whose txs carry no value', () => {
    expect(isEmptyQuoteInput({ ...request, amount: '0' })).toBe(true)
    expect(isEmptyQuoteInput({ ...request, amount: '0', txs: [] })).toBe(false)
    expect(isEmptyQuoteInput(request)).toBe(false)
  })
})

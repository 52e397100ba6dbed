import { QueryClient, QueryObserver, type Query } from '@tanstack/react-query'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createFerryClient, HttpError, MalformedResponseError, type FerryError, type StatusResponse } from '../../core/index'
import { RequestNotFoundError } from '../errors'
import { requestStatusQueryKey, requestStatusQueryOptions, writeRequestStatus, type RequestStatusQueryKey } from './requestStatus'
import { foldStatus } from './statusFold'

const requestId = `0x${'AB'.repeat(32)}`
const ferry = { namespace: 'ns', client: createFerryClient({ baseUrl: 'http://127.0.0.1:9' }) }
type StatusQuery = Query<StatusResponse, FerryError, StatusResponse, RequestStatusQueryKey>
const queryWith = (state: { data?: StatusResponse; error?: FerryError | null }) =>
  ({ state: { data: undefined, error: null, dataUpdatedAt: 0, errorUpdatedAt: 1, ...state } }) as unknown as StatusQuery
const read = (status: string): StatusResponse => foldStatus(undefined, { status, inTxHashes: [], txHashes: [] }, Date.now())
const intervalOf = (options: { refetchInterval?: unknown }) => options.refetchInterval as (query: StatusQuery) => number | false
const staleOf = (options: { staleTime?: unknown }) => options.staleTime as (query: StatusQuery) => number
const notFoundBody = () => new Response(JSON.stringify({ message: 'unknown request' }), { status: 404 })

afterEach(() => vi.useRealTimers())

describe('requestStatusQueryOptions', () => {
  const options = requestStatusQueryOptions(ferry, { requestId, initialIntervalMs: 50 })

  it('keys the lowercased id under the namespace; disabled without an id', () => {
    expect(options.queryKey).toEqual(['ferry', 'ns', 'requestStatus', requestId.toLowerCase()])
    expect(requestStatusQueryOptions(ferry, { requestId: undefined, query: { enabled: true } })).toMatchObject({ enabled: false })
  })

  it("polls on the core's schedule and stops at an end state or a final error", () => {
    expect(intervalOf(options)(queryWith({}))).toBe(50)
    expect(intervalOf(options)(queryWith({ data: read('pending') }))).toBeCloseTo(50, -1)
    expect(intervalOf(options)(queryWith({ data: read('success') }))).toBe(false)
    expect(intervalOf(options)(queryWith({ data: read('refund') }))).toBe(false)
    expect(intervalOf(options)(queryWith({ data: read('failure') }))).not.toBe(false)
    const badId = new HttpError({ url: 'x', status: 400, serviceMessage: 'm', errorCode: undefined, body: null })
    expect(intervalOf(options)(queryWith({ error: badId }))).toBe(false)
    expect(staleOf(options)(queryWith({ data: read('success') }))).toBe(Infinity)
    expect(staleOf(options)(queryWith({ data: read('pending') }))).toBe(0)
  })

  it('an unreadable answer is not the end: it polls again', () => {
    const malformed = new MalformedResponseError({ resource: 'status response', path: 'requestId', message: 'names another' })
    expect(intervalOf(options)(queryWith({ error: malformed }))).not.toBe(false)
  })

  it("refuses a body that names another request, so it is never taken as this request's status", async () => {
    const other = createFerryClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async () => new Response(JSON.stringify({ status: 'success', requestId: `0x${'cd'.repeat(32)}`, inTxHashes: [], txHashes: ['0xother'] })),
    })
    const queryClient = new QueryClient()
    // One read, not the retries that follow it.
    await expect(queryClient.fetchQuery({ ...requestStatusQueryOptions({ ...ferry, client: other }, { requestId }), retry: false })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', path: 'requestId' })
  })

  it('a failed read is retried by TanStack, 1.5× slower per failure, Retry-After honoured; a refusal or an abort is not retried', () => {
    const retryOf = options.retry as (failureCount: number, error: FerryError) => boolean
    const delayOf = options.retryDelay as (failureCount: number, error: FerryError) => number
    const outage = new HttpError({ url: 'x', status: 503, serviceMessage: 'm', errorCode: undefined, body: null })
    const slowDown = new HttpError({ url: 'x', status: 429, serviceMessage: 'm', errorCode: undefined, body: null, retryAfterMs: 20_000 })
    const schedule = requestStatusQueryOptions(ferry, { requestId, initialIntervalMs: 1_000 })
    expect([1, 2, 3, 4].map((failures) => (schedule.retryDelay as typeof delayOf)(failures, outage))).toEqual([1_500, 2_250, 3_375, 5_062.5])
    expect((schedule.retryDelay as typeof delayOf)(1, slowDown)).toBe(20_000)
    expect(retryOf(100, outage)).toBe(true)
    expect(retryOf(1, new HttpError({ url: 'x', status: 404, serviceMessage: 'm', errorCode: undefined, body: null }))).toBe(true)
    expect(retryOf(1, new MalformedResponseError({ resource: 'status response', path: 'requestId', message: 'names another' }))).toBe(true)
    expect(retryOf(1, new HttpError({ url: 'x', status: 400, serviceMessage: 'm', errorCode: undefined, body: null }))).toBe(false)
    expect(retryOf(1, new RequestNotFoundError({ requestId, since: 0 }))).toBe(false)
    expect(delayOf(1, outage)).toBe(75)
  })

  it('on 404s, the retryer reads on, slower each time, and ends in RequestNotFoundError once its waits pass the bound', async () => {
    let reads = 0
    const missing = { ...ferry, client: createFerryClient({ baseUrl: 'http://127.0.0.1:9', fetch: async () => (reads++, notFoundBody()), retry: { attempts: 0 } }) }
    const queryClient = new QueryClient()
    // Waits of 15, 22.5, 33.75 then 50.6 ms: past 100 ms after the fourth miss.
    const options = requestStatusQueryOptions(missing, { requestId, initialIntervalMs: 10, notFoundTimeoutMs: 100 })
    const startedAt = Date.now()
    const error = await queryClient.fetchQuery(options).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RequestNotFoundError)
    expect(error).toMatchObject({ code: 'REQUEST_NOT_FOUND', requestId, cause: { status: 404 } })
    // The first 404 came the retryer's waits (about 122 ms) before the last.
    expect((error as RequestNotFoundError).since).toBeLessThanOrEqual(Date.now() - 100)
    expect((error as RequestNotFoundError).since).toBeGreaterThan(startedAt - 1_000)
    expect(reads).toBe(5)
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey }) as unknown as StatusQuery
    expect(query.state.error).toBe(error)
    expect(intervalOf(options)(query), 'polling has ended').toBe(false)
    queryClient.clear()
  })

  it('a status written from elsewhere (the executor) is the query’s data, typed, and unchanged reads keep the object', () => {
    const queryClient = new QueryClient()
    const observer = new QueryObserver(queryClient, { ...requestStatusQueryOptions(ferry, { requestId }), enabled: false })
    const seen = new Set<StatusResponse | undefined>()
    const unsubscribe = observer.subscribe((result) => seen.add(result.data))
    writeRequestStatus(queryClient, ferry, { requestId, status: { status: 'pending', inTxHashes: ['0x1'], txHashes: [] } })
    const first = queryClient.getQueryData(requestStatusQueryKey(ferry, { requestId: requestId.toLowerCase() }))
    expectTypeOf(first).toEqualTypeOf<StatusResponse | undefined>()
    writeRequestStatus(queryClient, ferry, { requestId, status: { status: 'pending', inTxHashes: ['0x1'], txHashes: [], updatedAt: 2 } })
    expect(queryClient.getQueryData(requestStatusQueryKey(ferry, { requestId }))).toBe(first)
    writeRequestStatus(queryClient, ferry, { requestId, status: { status: 'success', inTxHashes: ['0x1'], txHashes: ['0x2'] } })
    expect([...seen].map((data) => data?.status)).toEqual(['pending', 'success'])
    unsubscribe()
    queryClient.clear()
  })
})

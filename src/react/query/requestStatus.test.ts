import type { Query } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createFerryClient, HttpError, MalformedResponseError, type FerryError } from '../../core/index'
import { advancePoll, type PollState } from '../../core/status/pollSchedule'
import { requestStatusQueryOptions, type RequestStatusQueryKey } from './requestStatus'

const client = createFerryClient({ baseUrl: 'http://127.0.0.1:9' })
const requestId = `0x${'AB'.repeat(32)}`
const queryWith = (state: { data?: PollState; error?: FerryError | null }) =>
  ({ state: { data: undefined, error: null, ...state } }) as unknown as Query<PollState, FerryError, PollState, RequestStatusQueryKey>
const poll = (status: string) => advancePoll(undefined, { status, inTxHashes: [], txHashes: [] }, Date.now())

describe('requestStatusQueryOptions', () => {
  const options = requestStatusQueryOptions({ client, namespace: 'ns', requestId, schedule: { initialIntervalMs: 50 } })

  it('keys the lowercased id under the namespace; disabled without an id', () => {
    expect(options.queryKey).toEqual(['ferry', 'ns', 'requestStatus', requestId.toLowerCase()])
    expect(requestStatusQueryOptions({ client, namespace: 'ns', requestId: undefined })).toMatchObject({ enabled: false })
  })

  it("polls on the core's schedule and stops at an end state or a final error", () => {
    expect(options.refetchInterval(queryWith({}))).toBe(50)
    expect(options.refetchInterval(queryWith({ data: poll('pending') }))).toBeCloseTo(50, -1)
    expect(options.refetchInterval(queryWith({ data: poll('success') }))).toBe(false)
    expect(options.refetchInterval(queryWith({ data: poll('refund') }))).toBe(false)
    expect(options.refetchInterval(queryWith({ data: poll('failure') }))).not.toBe(false)
    const badId = new HttpError({ url: 'x', status: 400, serviceMessage: 'm', errorCode: undefined, body: null })
    expect(options.refetchInterval(queryWith({ error: badId }))).toBe(false)
    expect(options.staleTime(queryWith({ data: poll('success') }))).toBe(Infinity)
    expect(options.staleTime(queryWith({ data: poll('pending') }))).toBe(0)
  })

  it('a 404 (not indexed yet) or an unreadable answer is not the end: it polls again', () => {
    const notFound = new HttpError({ url: 'x', status: 404, serviceMessage: 'm', errorCode: undefined, body: null })
    expect(options.refetchInterval(queryWith({ data: poll('pending'), error: notFound }))).not.toBe(false)
    expect(options.refetchInterval(queryWith({ error: new MalformedResponseError({ resource: 'status response', path: 'requestId', message: 'names another' }) }))).not.toBe(false)
  })

  it('refuses a body that names another request, so it is never taken as this request\'s status', async () => {
    const other = createFerryClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async () => new Response(JSON.stringify({ status: 'success', requestId: `0x${'cd'.repeat(32)}`, inTxHashes: [], txHashes: ['0xother'] })),
    })
    const { queryFn } = requestStatusQueryOptions({ client: other, namespace: 'ns', requestId })
    const run = queryFn as (context: unknown) => Promise<PollState>
    await expect(run({ signal: new AbortController().signal, client: { getQueryData: () => undefined } })).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE', path: 'requestId' })
  })
})

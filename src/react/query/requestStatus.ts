import { queryOptions, skipToken, type Query, type QueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { toFerryError } from '../../core/errors/base'
import { AbortedError, HttpError, isTransientError, type FerryError, type PollScheduleOptions, type StatusResponse } from '../../core/index'
import { failedReadDelay, nextPollDelay } from '../../core/status/pollSchedule'
import { statusOfRequest } from '../../core/status/pollStatus'
import { RequestNotFoundError } from '../errors'
import { enabledWhen } from './enabledWhen'
import { foldStatus, pollStateOf } from './statusFold'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type RequestStatusQueryKey = FerryQueryKey<readonly ['ferry', string, 'requestStatus', string | null], StatusResponse>

/** The pace of polling: the core's `pollStatus` schedule, and how long an unknown id is looked for. */
export interface RequestStatusSchedule extends PollScheduleOptions {
  /**
   * How long the service may answer 404 (it has not indexed the request, or never will) before the
   * query ends with `RequestNotFoundError` and stops polling. Reads slow down meanwhile, as through
   * an outage. Default 120 000 ms.
   */
  notFoundTimeoutMs?: number | undefined
}

export type RequestStatusQueryParameters<selectData = StatusResponse> = {
  /** The request to follow; the query is disabled without one. */
  requestId: string | undefined
} & RequestStatusSchedule &
  FerryQueryParameter<StatusResponse, selectData, RequestStatusQueryKey>

export type RequestStatusQueryOptions<selectData = StatusResponse> = FerryQueryOptions<StatusResponse, selectData, RequestStatusQueryKey>

type StatusQuery = Query<StatusResponse, FerryError, StatusResponse, RequestStatusQueryKey>

const DEFAULT_NOT_FOUND_TIMEOUT_MS = 120_000

/**
 * Each query's failed reads in a row, and since when: what the backoff and the 404 bound count.
 * Kept beside the query (TanStack clears a query's error when a fetch starts without data).
 */
const readFailures = new WeakMap<object, { count: number; since: number }>()

/** `['ferry', namespace, 'requestStatus', requestId]`, the id lowercased. Typed: `getQueryData` is a `StatusResponse`. */
export function requestStatusQueryKey(ferry: Pick<Ferry, 'namespace'>, { requestId }: { requestId: string | undefined }): RequestStatusQueryKey {
  return ['ferry', ferry.namespace, 'requestStatus', requestId?.toLowerCase() ?? null] as const as RequestStatusQueryKey
}

/**
 * Query options for a request's v3 status. Polls on the core's schedule (`nextPollDelay`, shared
 * with `pollStatus`): fast after a change, slower while nothing changes; it stops at `success` and
 * `refund`, and at `failure` once the refund window has passed. `data` is a new object only when
 * the status word or a tx hash changed. Failed reads (an outage, a 404 for a request not indexed
 * yet) slow polling down (`failedReadDelay`); 404s with nothing ever read end, after
 * `notFoundTimeoutMs`, in `RequestNotFoundError`; another refusal of the id ends it at once.
 * TanStack retries nothing: the client retries transient failures, and the next poll is the next try.
 */
export function requestStatusQueryOptions<selectData = StatusResponse>(
  ferry: Ferry,
  { requestId, query = {}, notFoundTimeoutMs = DEFAULT_NOT_FOUND_TIMEOUT_MS, ...schedule }: RequestStatusQueryParameters<selectData>,
): RequestStatusQueryOptions<selectData> {
  const delay = (query: StatusQuery) => nextDelay(query, schedule)
  return queryOptions({
    refetchInterval: (query: StatusQuery) => delay(query) ?? false,
    refetchIntervalInBackground: false,
    // An ended request never changes again: no refetch on mount or focus.
    staleTime: (query: StatusQuery) => (delay(query) === undefined ? Infinity : 0),
    retry: false,
    ...query,
    // Each status object is `foldStatus`'s own, kept while nothing changes: no copy of TanStack's.
    structuralSharing: false,
    enabled: enabledWhen(requestId !== undefined, query.enabled),
    queryKey: requestStatusQueryKey(ferry, { requestId }),
    queryFn: requestId
      ? async ({ signal, client: queryClient, queryKey }) => {
          const query = queryClient.getQueryCache().find<StatusResponse, FerryError>({ queryKey, exact: true })
          try {
            const status = statusOfRequest(await ferry.client.getStatus(requestId, { signal }), requestId as Hex)
            if (query) readFailures.delete(query)
            return foldStatus(query?.state.data, status, Date.now())
          } catch (error) {
            throw failedRead({ error, requestId, query, notFoundTimeoutMs })
          }
        }
      : skipToken,
  }) as RequestStatusQueryOptions<selectData>
}

/** Writes a status read elsewhere (the executor's) into the request's query: one read, every reader. */
export function writeRequestStatus(queryClient: QueryClient, ferry: Pick<Ferry, 'namespace'>, { requestId, status }: { requestId: string; status: StatusResponse }): void {
  const queryKey = requestStatusQueryKey(ferry, { requestId })
  const kept = queryClient.getQueryData(queryKey)
  const next = foldStatus(kept, status, Date.now())
  // An unchanged read changes nothing, not even the entry's update time.
  if (next !== kept) queryClient.setQueryData(queryKey, next)
}

/** Undefined once polling is over: an end state, the refund window passed, or an error a new read will not fix. */
function nextDelay(query: StatusQuery, schedule: PollScheduleOptions): number | undefined {
  const { data, error } = query.state
  if (error && (error instanceof RequestNotFoundError || isRefusal(error))) return undefined
  const scheduled = nextPollDelay(pollStateOf(data), Date.now(), schedule)
  if (scheduled === undefined) return undefined
  const failure = readFailures.get(query)
  if (!failure) return scheduled
  const retryAfterMs = error instanceof HttpError ? error.retryAfterMs : undefined
  return Math.max(scheduled, failedReadDelay(failure.count, { ...schedule, retryAfterMs }))
}

interface FailedRead {
  error: unknown
  requestId: string
  query: object & { state: { data: StatusResponse | undefined } } | undefined
  notFoundTimeoutMs: number
}

/** The error a failed read ends in, counted: 404s for longer than the bound (nothing ever read) are `RequestNotFoundError`. */
function failedRead({ error, requestId, query, notFoundTimeoutMs }: FailedRead): FerryError {
  const typed = toFerryError(error)
  if (typed instanceof AbortedError || !query) return typed
  const previous = readFailures.get(query)
  const failure = { count: (previous?.count ?? 0) + 1, since: previous?.since ?? Date.now() }
  readFailures.set(query, failure)
  const missing = typed instanceof HttpError && typed.status === 404 && query.state.data === undefined
  if (missing && Date.now() - failure.since >= notFoundTimeoutMs) return new RequestNotFoundError({ requestId, since: failure.since, cause: typed })
  return typed
}

/** The service refused the question (a bad request id), not the answer: asking again will not help. */
function isRefusal(error: FerryError): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 404 && !isTransientError(error)
}

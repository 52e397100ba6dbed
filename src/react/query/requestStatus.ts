import { queryOptions, skipToken, type Query, type QueryClient, type QueryState } from '@tanstack/react-query'
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

/** `['ferry', namespace, 'requestStatus', requestId]`, the id lowercased. Typed: `getQueryData` is a `StatusResponse`. */
export function requestStatusQueryKey(ferry: Pick<Ferry, 'namespace'>, { requestId }: { requestId: string | undefined }): RequestStatusQueryKey {
  return ['ferry', ferry.namespace, 'requestStatus', requestId?.toLowerCase() ?? null] as const as RequestStatusQueryKey
}

/**
 * Query options for a request's v3 status. Polls on the core's schedule (`nextPollDelay`, shared
 * with `pollStatus`): fast after a change, slower while nothing changes; it stops at `success` and
 * `refund`, and at `failure` once the refund window has passed. `data` is a new object only when
 * the status word or a tx hash changed. A failed read (an outage, a 404 for a request not indexed
 * yet, an unreadable answer) is retried by TanStack's retryer, slower each time
 * (`failedReadDelay`; `Retry-After` honoured): meanwhile the query is still fetching, with the
 * error in `failureReason` and the count in `failureCount`, and `error` stays null. 404s with
 * nothing ever read end, after `notFoundTimeoutMs` of them, in `RequestNotFoundError`; another
 * refusal of the id ends it at once. Each read is one call of the client, which retries a
 * transient failure itself first.
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
    retry: (_failureCount, error) => !isFinal(error),
    retryDelay: (failureCount, error) => failedReadDelay(failureCount, { ...schedule, retryAfterMs: error instanceof HttpError ? error.retryAfterMs : undefined }),
    ...query,
    // Each status object is `foldStatus`'s own, kept while nothing changes: no copy of TanStack's.
    structuralSharing: false,
    enabled: enabledWhen(requestId !== undefined, query.enabled),
    queryKey: requestStatusQueryKey(ferry, { requestId }),
    queryFn: requestId
      ? async ({ signal, client: queryClient, queryKey }) => {
          const query = queryClient.getQueryCache().find<StatusResponse, FerryError>({ queryKey, exact: true })
          try {
            return foldStatus(query?.state.data, statusOfRequest(await ferry.client.getStatus(requestId, { signal }), requestId as Hex), Date.now())
          } catch (error) {
            throw failedRead({ error, requestId, state: query?.state, notFoundTimeoutMs, schedule })
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
  if (error && isFinal(error)) return undefined
  return nextPollDelay(pollStateOf(data), Date.now(), schedule)
}

interface FailedRead {
  error: unknown
  requestId: string
  /** The query's state as this read began: what was read before, and how many reads failed in a row. */
  state: Pick<QueryState<StatusResponse, FerryError>, 'data' | 'fetchFailureCount'> | undefined
  notFoundTimeoutMs: number
  schedule: PollScheduleOptions
}

/**
 * The error a failed read ends in: a 404 for a request never read, after the retryer has waited
 * `notFoundTimeoutMs` through 404s (its delays, summed: the time a page kept visible waited), is
 * `RequestNotFoundError`.
 */
function failedRead({ error, requestId, state, notFoundTimeoutMs, schedule }: FailedRead): FerryError {
  const typed = toFerryError(error)
  const missing = typed instanceof HttpError && typed.status === 404 && state !== undefined && state.data === undefined
  if (!missing) return typed
  const waited = waitedFor(state.fetchFailureCount, schedule)
  return waited >= notFoundTimeoutMs ? new RequestNotFoundError({ requestId, since: Date.now() - waited, cause: typed }) : typed
}

/** The retryer's waits after `failures` failed reads in a row. */
function waitedFor(failures: number, schedule: PollScheduleOptions): number {
  let waited = 0
  for (let failure = 1; failure <= failures; failure += 1) waited += failedReadDelay(failure, schedule)
  return waited
}

/** Errors a new read will not fix: the request is unknown for good, the id was refused, or the read was aborted. */
function isFinal(error: FerryError): boolean {
  return error instanceof RequestNotFoundError || error instanceof AbortedError || isRefusal(error)
}

/** The service refused the question (a bad request id), not the answer: asking again will not help. */
function isRefusal(error: FerryError): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 404 && !isTransientError(error)
}

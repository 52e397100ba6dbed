import { skipToken, type Query, type QueryFunction, type SkipToken } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { HttpError, isTransientError, type FerryClient, type FerryError, type PollScheduleOptions } from '../../core/index'
// The core's schedule itself (shared with `pollStatus`), not part of its public entry.
import { advancePoll, nextPollDelay, type PollState } from '../../core/status/pollSchedule'
import { statusOfRequest } from '../../core/status/pollStatus'

export type RequestStatusQueryKey = readonly ['ferry', string, 'requestStatus', string | null]

export interface RequestStatusQueryParameters {
  client: FerryClient
  namespace: string
  /** The request to follow; the query is disabled without one. */
  requestId: string | undefined
  /** The pace of polling: the core's `pollStatus` schedule and defaults. */
  schedule?: PollScheduleOptions
}

type RequestStatusQuery = Query<PollState, FerryError, PollState, RequestStatusQueryKey>

/**
 * Query options for a request's v3 status. The data is the core's `PollState`: a new object only
 * when the status word or a tx hash changed, so unchanged reads re-render nothing.
 */
export interface RequestStatusQueryOptions {
  queryKey: RequestStatusQueryKey
  queryFn: QueryFunction<PollState, RequestStatusQueryKey> | SkipToken
  enabled: boolean
  refetchInterval: (query: RequestStatusQuery) => number | false
  refetchIntervalInBackground: boolean
  staleTime: (query: RequestStatusQuery) => number
  retry: false
}

/** `['ferry', namespace, 'requestStatus', requestId]`, the id lowercased. */
export function requestStatusQueryKey(namespace: string, requestId: string | undefined): RequestStatusQueryKey {
  return ['ferry', namespace, 'requestStatus', requestId?.toLowerCase() ?? null] as const
}

/**
 * Polls on the core's schedule (`nextPollDelay`, shared with `pollStatus`): fast after a change,
 * backing off while nothing changes; it stops at `success` and `refund`, and at `failure` once
 * the refund window has passed. Reads are not retried by react-query: the client already retries
 * transient failures, and the next poll is the next try. It follows a request that may hold the
 * user's funds, so a 404 (not indexed yet) or a body naming another request is read again too;
 * only a refusal of the request id itself (another 4xx) ends it.
 */
export function requestStatusQueryOptions({ client, namespace, requestId, schedule }: RequestStatusQueryParameters): RequestStatusQueryOptions {
  const queryKey = requestStatusQueryKey(namespace, requestId)
  // Undefined once polling is over: an end state, or an error that a new read will not fix.
  const delay = ({ state: { data, error } }: RequestStatusQuery) => (error && isRefusal(error) ? undefined : nextPollDelay(data, Date.now(), schedule))
  return {
    queryKey,
    queryFn: requestId
      ? async ({ signal, client: queryClient }) => {
          const status = statusOfRequest(await client.getStatus(requestId, { signal }), requestId as Hex)
          return advancePoll(queryClient.getQueryData<PollState>(queryKey), status, Date.now())
        }
      : skipToken,
    enabled: requestId !== undefined,
    refetchInterval: (query) => delay(query) ?? false,
    refetchIntervalInBackground: false,
    // An ended request never changes again: no refetch on mount or focus.
    staleTime: (query) => (delay(query) === undefined ? Infinity : 0),
    retry: false,
  }
}

/** The service refused the question (a bad request id), not the answer: asking again will not help. */
function isRefusal(error: FerryError): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 404 && !isTransientError(error)
}

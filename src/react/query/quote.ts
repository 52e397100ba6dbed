import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import { HttpError, isTransientError, type FerryError, type QuoteRequest, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
import { enabledWhen } from './enabledWhen'
import { readQuoteInput } from './quoteInput'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type QuoteQueryKey = FerryQueryKey<readonly ['ferry', string, 'quote', QuoteRequest | null], QuoteResponse>

export type QuoteQueryParameters<selectData = QuoteResponse> = {
  /** The request to quote; validated here, so an empty or invalid one sends nothing. */
  request: QuoteRequestInput | undefined
  /**
   * Refetch while shown, since the service revalidates a quote when it is filled. Default 15 000;
   * `false` turns it off, and with it the recovery from transient failures (see `quoteRecoveryDelay`).
   */
  refetchIntervalMs?: number | false | undefined
} & FerryQueryParameter<QuoteResponse, selectData, QuoteQueryKey>

export type QuoteQueryOptions<selectData = QuoteResponse> = FerryQueryOptions<QuoteResponse, selectData, QuoteQueryKey>

export const DEFAULT_QUOTE_REFETCH_INTERVAL_MS = 15_000
/** The first try after a call failed transiently (its own retries spent); it doubles per failure, up to the max. */
export const QUOTE_RECOVERY_BASE_MS = 5_000
export const QUOTE_RECOVERY_MAX_MS = 30_000

/**
 * How long after a transiently failed quote call (network, timeout, 5xx, 429: the client already
 * retried it) the next call goes: 5 s after the first failure of a request, doubling with each
 * further failure, at most 30 s; longer when the service asked so with `Retry-After`. A slow loop
 * that recovers by itself when the service is back, without hammering it while it is down.
 */
export function quoteRecoveryDelay(failures: number, error: FerryError): number {
  const backoff = Math.min(QUOTE_RECOVERY_MAX_MS, QUOTE_RECOVERY_BASE_MS * 2 ** Math.max(0, failures - 1))
  const asked = error instanceof HttpError ? (error.retryAfterMs ?? 0) : 0
  return Math.max(backoff, asked)
}

/**
 * `['ferry', namespace, 'quote', normalizedRequest]`, `null` in place of a request that is empty or
 * invalid. Equal requests share it whatever their key order or address case. Typed:
 * `queryClient.getQueryData(quoteQueryKey(ferry, { request }))` is a `QuoteResponse`.
 */
export function quoteQueryKey(ferry: Pick<Ferry, 'namespace'>, { request }: { request: QuoteRequestInput | undefined }): QuoteQueryKey {
  return keyOf(ferry, readQuoteInput(request).request)
}

/** The key of a request already validated: the factory validates once, not again for its key. */
function keyOf(ferry: Pick<Ferry, 'namespace'>, normalized: QuoteRequest | undefined): QuoteQueryKey {
  return ['ferry', ferry.namespace, 'quote', normalized ?? null] as const as QuoteQueryKey
}

/**
 * Query options for a quote. The request is validated here, before any query runs: an empty or
 * invalid request gives a disabled query (no queryFn). The queryFn hands TanStack's signal to the
 * client, so a superseded request is aborted. Retries live in the client alone (one bounded policy
 * per call); between calls, the refresh interval, slowed to `quoteRecoveryDelay` while the last
 * call failed transiently. `query` options pass through (`select`, `staleTime`, `meta`, …).
 */
export function quoteQueryOptions<selectData = QuoteResponse>(
  ferry: Ferry,
  { request, refetchIntervalMs, query = {} }: QuoteQueryParameters<selectData>,
): QuoteQueryOptions<selectData> {
  const valid = readQuoteInput(request).request
  const interval = refetchIntervalMs ?? DEFAULT_QUOTE_REFETCH_INTERVAL_MS
  return queryOptions({
    // A quote younger than its refresh interval is as fresh as a refetch would make it.
    staleTime: interval || 0,
    // TanStack Query keeps the interval running while a query is in error and recomputes it after
    // every fetch: after a transient error the next call follows the recovery pace; a 4xx (the
    // service's own answer) keeps the usual refresh.
    refetchInterval: ({ state: { error, errorUpdateCount } }) =>
      interval !== false && error && isTransientError(error) ? quoteRecoveryDelay(errorUpdateCount, error) : interval,
    refetchIntervalInBackground: false,
    // Only between valid requests: after an invalid input the old quote is not shown.
    ...(valid ? { placeholderData: keepPreviousData } : {}),
    retry: false,
    ...query,
    enabled: enabledWhen(valid !== undefined, query.enabled),
    queryKey: keyOf(ferry, valid),
    queryFn: valid ? ({ signal }) => ferry.client.getQuote(valid, { signal }) : skipToken,
  }) as QuoteQueryOptions<selectData>
}

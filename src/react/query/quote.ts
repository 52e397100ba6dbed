import { keepPreviousData, skipToken, type Query, type QueryFunction, type SkipToken } from '@tanstack/react-query'
import {
  HttpError,
  isTransientError,
  QuoteRequestError,
  validateQuoteRequest,
  type FerryClient,
  type FerryError,
  type QuoteRequest,
  type QuoteRequestInput,
  type QuoteResponse,
  type ValidationIssue,
} from '../../core/index'

/** `empty`: the user has not filled the request in yet (nothing sent, no issues). */
export type QuoteInputStatus = 'empty' | 'invalid' | 'valid'

export type QuoteInput =
  | { inputStatus: 'empty'; request: undefined; issues: [] }
  | { inputStatus: 'invalid'; request: undefined; issues: ValidationIssue[] }
  | { inputStatus: 'valid'; request: QuoteRequest; issues: [] }

export type QuoteQueryKey = readonly ['ferry', string, 'quote', QuoteRequest | null]

type QuoteQuery = Query<QuoteResponse, FerryError, QuoteResponse, QuoteQueryKey>

export interface QuoteQueryParameters {
  client: FerryClient
  /** The FerryProvider's namespace: keeps two Ferry instances out of each other's cache. */
  namespace: string
  request: QuoteRequestInput | undefined
  /**
   * Refetch while shown, since the service revalidates a quote when it is filled. Default 15 000;
   * `false` turns it off, and with it the recovery from transient failures (see `quoteRecoveryDelay`).
   */
  refetchIntervalMs?: number | false | undefined
}

/** Options for `useQuery`, plus the validation outcome (`inputStatus`, `request`, `issues`), which `useQuery` ignores. */
export interface QuoteQueryOptions {
  queryKey: QuoteQueryKey
  queryFn: QueryFunction<QuoteResponse, QuoteQueryKey> | SkipToken
  enabled: boolean
  staleTime: number
  /** The refresh interval; after a transient failure, the slower pace of `quoteRecoveryDelay`. */
  refetchInterval: (query: QuoteQuery) => number | false
  refetchIntervalInBackground: boolean
  placeholderData?: typeof keepPreviousData
  /** The client retries transient failures itself (with backoff, bounded): react-query adds none. */
  retry: false
  inputStatus: QuoteInputStatus
  request: QuoteRequest | undefined
  issues: ValidationIssue[]
}

export const DEFAULT_QUOTE_REFETCH_INTERVAL_MS = 15_000
/** The first try after a call failed transiently (its own retries spent); it doubles per failure, up to the max. */
export const QUOTE_RECOVERY_BASE_MS = 5_000
export const QUOTE_RECOVERY_MAX_MS = 30_000

/** The fields a request cannot do without; while any is blank the request counts as `empty`. */
const REQUIRED = ['user', 'originChainId', 'destinationChainId', 'originCurrency', 'destinationCurrency', 'amount', 'tradeType'] as const

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === ''
const isZero = (value: unknown): boolean => value === 0 || value === 0n || (typeof value === 'string' && /^0+$/.test(value))

/**
 * Whether the user has yet to fill the request in: no request, a required field blank, or an
 * amount of zero (except for a call with `txs`, whose amount is the sum of their values).
 */
export function isEmptyQuoteInput(request: QuoteRequestInput | undefined): boolean {
  if (!request) return true
  return REQUIRED.some((field) => isBlank(request[field])) || (request.txs == null && isZero(request.amount))
}

/** Classifies the input with the core's `validateQuoteRequest`: the normalized request, or its issues. */
export function readQuoteInput(request: QuoteRequestInput | undefined): QuoteInput {
  if (!request || isEmptyQuoteInput(request)) return { inputStatus: 'empty', request: undefined, issues: [] }
  try {
    return { inputStatus: 'valid', request: validateQuoteRequest(request), issues: [] }
  } catch (error) {
    if (error instanceof QuoteRequestError) return { inputStatus: 'invalid', request: undefined, issues: error.issues }
    throw error
  }
}

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

/** `['ferry', namespace, 'quote', normalizedRequest]`; `null` in place of the request while it is empty or invalid. */
export function quoteQueryKey(namespace: string, request: QuoteRequest | undefined): QuoteQueryKey {
  return ['ferry', namespace, 'quote', request ?? null] as const
}

/**
 * Query options for a quote. The request is validated here, before any query runs: an empty or
 * invalid request gives a disabled query (no queryFn) and the issues; a valid one is keyed by its
 * normalized form, so equal requests share a cache entry whatever their key order or address case.
 * The queryFn hands react-query's signal to the client, so a superseded request is aborted.
 * Retries live in the client alone (one bounded policy per call); between calls, the refresh
 * interval, slowed to `quoteRecoveryDelay` while the last call failed transiently.
 */
export function quoteQueryOptions({ client, namespace, request, refetchIntervalMs }: QuoteQueryParameters): QuoteQueryOptions {
  const input = readQuoteInput(request)
  const valid = input.request
  const interval = refetchIntervalMs ?? DEFAULT_QUOTE_REFETCH_INTERVAL_MS
  return {
    ...input,
    queryKey: quoteQueryKey(namespace, valid),
    queryFn: valid ? ({ signal }) => client.getQuote(valid, { signal }) : skipToken,
    enabled: valid !== undefined,
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
  }
}

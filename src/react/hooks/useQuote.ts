import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { FerryError, QuoteRequest, QuoteRequestInput, QuoteResponse, ValidationIssue } from '../../core/index'
import { useFerryContext } from '../context'
import { quoteQueryKey, quoteQueryOptions, type QuoteQueryKey } from '../query/quote'
import { createQuoteMemory } from '../query/quoteMemory'
import { isEmptyQuoteInput, readQuoteInput, type QuoteInputStatus } from '../query/quoteInput'
import type { FerryQueryParameter } from '../query/types'
import { useFerryQuery, withFields, type FerryQueryResult } from '../query/useFerryQuery'
import { stableKey } from '../utils/stableKey'
import { useTrackedAgeMs } from './useTrackedAgeMs'
import { useDebouncedValue } from './useDebouncedValue'

export type UseQuoteParameters<selectData = QuoteResponse> = QuoteRequestInput & {
  /** Wait for the input to stop changing this long before quoting it. Default 300 ms; 0 quotes every change. */
  debounceMs?: number | undefined
  /**
   * Refetch while shown (paused while the page is hidden). Default 15 000 ms; `false` turns it
   * off. After a transient failure the next call comes at a slower recovery pace instead (5 s,
   * doubling per failure, at most 30 s): see `quoteRecoveryDelay`.
   */
  refetchIntervalMs?: number | false | undefined
} & FerryQueryParameter<QuoteResponse, selectData, QuoteQueryKey>

export type UseQuoteReturnType<selectData = QuoteResponse> = FerryQueryResult<selectData, QuoteQueryKey> & {
  /** How the validator saw the (debounced) input: `empty` sends nothing and reports no issues. */
  inputStatus: QuoteInputStatus
  /** Why an `invalid` input was not sent; empty otherwise. */
  issues: ValidationIssue[]
  /** The normalized request being quoted, when the input is valid. */
  request: QuoteRequest | undefined
  /**
   * Whether `data` is the quote of the request as it is now. False while an earlier quote is
   * shown during the debounce wait or while the new one loads.
   */
  isCurrent: boolean
  /** When the shown quote was fetched (ms since the epoch). */
  quotedAt: number | undefined
  /**
   * Age of the shown quote, updated once a second while shown. Tracked: only a component that
   * reads it is re-rendered every second (a label of its own can count from `quotedAt` instead).
   */
  ageMs: number | undefined
  /**
   * The error of the last call for this request, kept while the next try is under way (react-query
   * clears `error` when a request without a quote yet is fetched again), so a retry does not
   * flicker between "unavailable" and "loading". `null` once a quote arrives or the request changes.
   */
  lastError: FerryError | null
}

const DEFAULT_DEBOUNCE_MS = 300
const sameInput = (a: QuoteRequestInput | undefined, b: QuoteRequestInput | undefined) => stableKey(a) === stableKey(b)

/**
 * A quote for the request's fields, kept fresh while shown:
 * `useQuote({ ...request, debounceMs?, refetchIntervalMs?, query? })`. The input is debounced
 * (typing `12.345` sends one request), validated before anything is sent, and the previous quote
 * stays visible, flagged `isCurrent: false`, while the next one loads. `query` is TanStack's
 * (`select`, `staleTime`, `enabled`, `meta`, …). New terms met during execution (a silent
 * re-quote, or `QuoteChangedError`) replace the shown quote.
 */
export function useQuote<selectData = QuoteResponse>(parameters: UseQuoteParameters<selectData> = {}): UseQuoteReturnType<selectData> {
  const ferry = useFerryContext('useQuote')
  const queryClient = useQueryClient()
  const { debounceMs = DEFAULT_DEBOUNCE_MS, refetchIntervalMs, query: queryParameter, ...request } = parameters
  // Clearing the input takes effect at once: it sends nothing, so there is nothing to wait for.
  const settled = useDebouncedValue<QuoteRequestInput>(request, debounceMs, { isEqual: sameInput, flushWhen: isEmptyQuoteInput })
  const { inputStatus, issues, request: normalized } = readQuoteInput(settled)
  const query = useFerryQuery(quoteQueryOptions(ferry, { request: normalized, refetchIntervalMs, query: queryParameter }))
  const { queryKey } = query

  // The settled input is kept across renders: its key is the query's, built once per change.
  const watchedKey = useMemo(() => quoteQueryKey(ferry, { request: settled }), [ferry, settled])
  const [memory] = useState(createQuoteMemory)
  useEffect(() => memory.watch(queryClient, watchedKey), [memory, queryClient, watchedKey])

  // Each derived field reads the query when the caller reads it, so TanStack re-renders a caller
  // for the fields behind what it reads only (a spread or an eager read would track them all).
  // A placeholder (the previous quote) reports no fetch time of its own: it keeps the one it was fetched at.
  const quotedAt = () => (query.data === undefined ? undefined : query.isPlaceholderData ? memory.lastFetchedAt() : query.dataUpdatedAt)
  const age = useTrackedAgeMs(quotedAt)
  const retrying = () => query.isFetching && (query.data === undefined || query.isPlaceholderData)

  return withFields(query, {
    values: { inputStatus, issues, request: normalized },
    getters: {
      isCurrent: () => query.data !== undefined && !query.isPlaceholderData && sameInput(settled, request),
      quotedAt,
      // Reading it is what starts the once-a-second re-render.
      ageMs: age.read,
      lastError: () => query.error ?? (retrying() ? (memory.lastErrorOf(queryKey) ?? null) : null),
    },
  }) as UseQuoteReturnType<selectData>
}

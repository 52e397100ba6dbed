import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { FerryError } from '../../core/index'

/**
 * What a quote observer's result no longer says, kept from the query cache's own events, so that
 * reading it tracks nothing: the last error of the current key (TanStack clears `error` when a
 * key without data is fetched again), and when the last quote shown was fetched (a placeholder,
 * the previous key's quote, reports no fetch time of its own).
 */
export interface QuoteMemory {
  /** Follows `queryKey`'s query; returns the unsubscribe. Meant for an effect. */
  watch(queryClient: QueryClient, queryKey: QueryKey): () => void
  /** The last error of the query under `queryKey`, if any was seen. */
  lastErrorOf(queryKey: QueryKey): FerryError | undefined
  /** When the last quote with data, whatever its key, was fetched. */
  lastFetchedAt(): number | undefined
}

export function createQuoteMemory(): QuoteMemory {
  let error: { hash: string; error: FerryError } | undefined
  let fetchedAt: number | undefined
  return {
    watch(queryClient, queryKey) {
      const hash = hashKey(queryKey)
      const cache = queryClient.getQueryCache()
      const state = cache.find<unknown, FerryError>({ queryKey, exact: true })?.state
      if (state?.error) error = { hash, error: state.error }
      if (state?.data !== undefined && state.dataUpdatedAt > 0) fetchedAt = state.dataUpdatedAt
      return cache.subscribe((event) => {
        if (event.type !== 'updated' || (event.action.type !== 'error' && event.action.type !== 'success')) return
        if (hashKey(event.query.queryKey) !== hash) return
        const { state } = event.query
        if (event.action.type === 'error') error = { hash, error: state.error as FerryError }
        else if (state.data !== undefined) fetchedAt = state.dataUpdatedAt
      })
    },
    lastErrorOf: (queryKey) => (error?.hash === hashKey(queryKey) ? error.error : undefined),
    lastFetchedAt: () => fetchedAt,
  }
}

import type { QueryClient } from '@tanstack/react-query'
import type { QuoteRequestInput, QuoteResponse } from '../../core/shared'
import { quoteQueryKey } from '../query/quote'
import type { Ferry } from '../query/types'

/**
 * Puts terms fetched during execution (a silent re-quote of a stale quote, or the new terms of a
 * `QuoteChangedError`) into the quote query of their request, so that `useQuote` shows what is
 * run or will be confirmed, not the older terms.
 */
export function showQuote(queryClient: QueryClient, ferry: Pick<Ferry, 'namespace'>, { request, quote }: { request: QuoteRequestInput | undefined; quote: QuoteResponse }): void {
  if (!request) return
  const queryKey = quoteQueryKey(ferry, { request })
  if (queryKey[3] === null) return
  queryClient.setQueryData(queryKey, quote)
}

import type { QueryClient } from '@tanstack/react-query'
import { hasSentAnything, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
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

/**
 * Once anything of a run has left the wallet, its quote is spent: its request id belongs to that
 * run. The quote query of its request starts over, so that the form, after "New transfer" or a
 * refund, asks for fresh terms instead of offering the spent ones again (running them would only
 * follow the old request). A run that sent nothing (a rejection) keeps its quote for the retry.
 */
export function forgetSpentQuote(queryClient: QueryClient, ferry: Pick<Ferry, 'namespace'>, { request, ran }: { request: QuoteRequestInput | undefined; ran: QuoteResponse | undefined }): void {
  if (!request || !ran || !hasSentAnything(ran)) return
  const queryKey = quoteQueryKey(ferry, { request })
  if (queryKey[3] === null) return
  void queryClient.resetQueries({ queryKey, exact: true })
}

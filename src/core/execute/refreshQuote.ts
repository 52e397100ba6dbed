import { QuoteChangedError } from '../errors/run'
import { DEFAULT_MAX_QUOTE_AGE_MS, isWorseQuote, requoteToleranceBps } from '../run/requote'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { ExecutorClient } from './client'

export interface RequoteOptions {
  /** When `quote` was fetched (ms since the epoch); unknown means stale. */
  quotedAt?: number | undefined
  /** Older than this, the quote is fetched again. Default 5 000 ms. */
  maxAgeMs?: number | undefined
  /** How much worse the new terms may be. Default: the request's `slippageTolerance`, else 50 bps. */
  toleranceBps?: number | undefined
}

/**
 * The quote to execute: `quote` while fresh (or without a request to quote again), or a new one
 * for `request` when stale, provided it asks no more of the user than `quote` did beyond the
 * tolerance; otherwise `QuoteChangedError` carries the new terms to show, and nothing runs.
 */
export async function refreshQuote({
  client,
  quote,
  request,
  signal,
  quotedAt,
  maxAgeMs = DEFAULT_MAX_QUOTE_AGE_MS,
  toleranceBps = requoteToleranceBps(request),
}: RequoteOptions & { client: ExecutorClient; quote: QuoteResponse; request: QuoteRequestInput | undefined; signal: AbortSignal | undefined }): Promise<QuoteResponse> {
  // Without the request (or a client that quotes) there is nothing to fetch again: the quote runs as reviewed.
  if ((quotedAt !== undefined && Date.now() - quotedAt <= maxAgeMs) || !request || !client.getQuote) return quote
  const fresh = await client.getQuote(request, signal ? { signal } : undefined)
  if (isWorseQuote({ reviewed: quote, fresh, toleranceBps })) throw new QuoteChangedError({ quote: fresh, reviewed: quote, toleranceBps })
  return fresh
}

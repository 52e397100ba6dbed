import { batchGroups, type QuoteResponse, type WalletAtomicStatus } from '../../core/index'
import { useAtomicBatch } from '../../react/index'

/**
 * What the connected wallet says of batches (`useAtomicBatch`) on the chain where a run of
 * `quote` would send one: the review and the timeline say "one confirmation" by it. Nothing is
 * asked when the quote has nothing to batch or batching is off (`batch: false`, as
 * `useExecuteSteps` takes it). For the lazy parts only: it stays out of the first load.
 */
export function useQuoteAtomicBatch(quote: QuoteResponse | undefined, batch: boolean | undefined): WalletAtomicStatus | undefined {
  const chainId = batch === false || !quote ? undefined : batchGroups(quote)[0]?.chainId
  return useAtomicBatch({ chainId }).data
}

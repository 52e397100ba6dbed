import type { QuoteResponse } from '../types/quote'
import { isItemSent, itemRecords, type ItemPosition } from './records'

/** Consecutive transactions of one chain that a wallet able to batch calls takes as one prompt. */
export interface BatchGroup {
  chainId: number
  items: ItemPosition[]
}

/**
 * The batches a run of `quote` would send to a wallet that runs batches atomically on their
 * chain (EIP-5792): each run of two or more consecutive transaction items on one chain (an
 * approval and its deposit, or a reset, an approval and a deposit), leaving out items done or
 * already sent. Anything else between them (a signature, a venue transfer, another chain) ends
 * a run. Pure: the executor sends by it, and a UI says "one confirmation" by it.
 */
export function batchGroups(quote: QuoteResponse): BatchGroup[] {
  const groups: BatchGroup[] = []
  let current: BatchGroup | undefined
  for (const record of itemRecords(quote)) {
    const item = quote.steps[record.stepIndex]!.items[record.itemIndex]!
    if (item.status === 'complete') continue
    const pending = record.kind === 'transaction' && record.chainId !== undefined && !isItemSent(item)
    if (!pending) {
      current = undefined
      continue
    }
    const position = { stepIndex: record.stepIndex, itemIndex: record.itemIndex }
    if (current && current.chainId === record.chainId) current.items.push(position)
    else groups.push((current = { chainId: record.chainId!, items: [position] }))
  }
  return groups.filter((group) => group.items.length > 1)
}

/** The items recorded as sent in the wallet batch `batchId`, in run order. */
export function batchItems(quote: QuoteResponse, batchId: string): ItemPosition[] {
  return itemRecords(quote)
    .filter((record) => record.batchId === batchId)
    .map(({ stepIndex, itemIndex }) => ({ stepIndex, itemIndex }))
}

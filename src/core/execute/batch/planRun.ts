import { batchGroups, batchItems } from '../../run/batches'
import { itemRecords, type ItemPosition } from '../../run/records'
import type { QuoteResponse } from '../../types/quote'

/** What the executor runs next: one item, or items of one chain as one wallet batch. */
export type RunUnit = { kind: 'item'; position: ItemPosition } | { kind: 'batch'; chainId: number; items: ItemPosition[] }

/**
 * The run's order of work: items one by one, except that the batches of `batchGroups` on a chain
 * of `atomicChains` go as one, and a batch recorded as sent (its `batchId`) is followed as one.
 */
export function planRun(quote: QuoteResponse, atomicChains: ReadonlySet<number>): RunUnit[] {
  const groups = batchGroups(quote).filter((group) => atomicChains.has(group.chainId))
  const planned = new Set<string>()
  const key = ({ stepIndex, itemIndex }: ItemPosition) => `${stepIndex}:${itemIndex}`
  const units: RunUnit[] = []
  for (const record of itemRecords(quote)) {
    const position = { stepIndex: record.stepIndex, itemIndex: record.itemIndex }
    if (record.status === 'complete' || planned.has(key(position))) continue
    const items = record.batchId ? batchItems(quote, record.batchId) : groups.find((group) => key(group.items[0]!) === key(position))?.items
    if (items && record.chainId !== undefined) {
      items.forEach((item) => planned.add(key(item)))
      units.push({ kind: 'batch', chainId: record.chainId, items })
    } else units.push({ kind: 'item', position })
  }
  return units
}

import type { Hex } from 'viem'
import { itemRecords, type ItemRecord, type ItemRecordStatus, type QuoteResponse } from '../../core/index'

/** Transactions of a wallet batch (EIP-5792) that changed status together between two records of a run. */
export interface BatchUpdate {
  /** The wallet's id, from `submitted` on (kept from the earlier records for a batch that lost it as it failed). */
  batchId?: string
  chainId: number
  status: ItemRecordStatus
  /** The batch's one transaction, from `confirming` on. */
  txHash?: Hex
  /** Its calls, in run order. */
  items: ItemRecord[]
}

/** Where a batch without an id yet goes: to the wallet, refused there, or declined (back to `incomplete`). */
const UNSENT_MOVES: ReadonlySet<ItemRecordStatus> = new Set(['waiting-for-wallet', 'failed', 'incomplete'])

/**
 * The batches whose items changed status together between two records of a run, each once: those
 * of one batch id, or, before the wallet gave one, transactions of one chain that moved from one
 * status to another at once (to the wallet, refused, declined). Item by item, no two transactions
 * of a run change at once, so this tells a batch from the records alone. In the first load (the
 * widget's events): it reads the records only.
 */
export function batchUpdates(before: QuoteResponse | undefined, after: QuoteResponse): BatchUpdate[] {
  const keyOf = ({ stepIndex, itemIndex }: ItemRecord) => `${stepIndex}-${itemIndex}`
  const was = new Map((before ? itemRecords(before) : []).map((record) => [keyOf(record), record]))
  const groups = new Map<string, ItemRecord[]>()
  for (const item of itemRecords(after)) {
    const prior = was.get(keyOf(item))
    // Without earlier records (the run's first), every item was `incomplete`.
    const from = prior?.status ?? 'incomplete'
    const batchId = item.batchId ?? prior?.batchId
    if (item.kind !== 'transaction' || item.chainId === undefined || from === item.status || (batchId === undefined && !UNSENT_MOVES.has(item.status))) continue
    const group = batchId !== undefined ? `id ${batchId}` : `${item.chainId} ${from} ${item.status}`
    groups.set(group, [...(groups.get(group) ?? []), item])
  }
  return [...groups.values()]
    .filter((items) => items.length > 1 && items.every((item) => item.status === items[0]!.status))
    .map((items) => {
      const [first] = items as [ItemRecord, ...ItemRecord[]]
      const batchId = first.batchId ?? was.get(keyOf(first))?.batchId
      return { ...(batchId ? { batchId } : {}), chainId: first.chainId!, status: first.status, ...(first.txHash ? { txHash: first.txHash } : {}), items }
    })
}

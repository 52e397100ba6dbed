import { batchGroups, itemRecords, type ItemPosition, type ItemRecord, type QuoteResponse, type WalletAtomicStatus } from '../../core/index'

/*
 * Which items of a run go, or went, to the wallet as one batch (EIP-5792): the one reading the
 * review and the timeline share, so that they say the same thing (the events, in the first load,
 * read the records' changes alone: `batchUpdates`). The records say it
 * once the wallet has a batch id; before that, the quote's would-be batch (the core's
 * `batchGroups`) is one while the wallet takes batches and its items move together.
 */

/** Transactions of one chain sent (or about to be) as one wallet prompt. */
export interface RunBatch {
  /** Its first item's place (`0-1`): the same before and after the wallet gives its id. */
  key: string
  chainId: number
  /** The wallet's id, once it took the batch. */
  batchId?: string
  /** Its calls, in run order. */
  items: ItemRecord[]
}

/** What the run's batching depends on beyond the records. */
export interface BatchingView {
  /**
   * What the wallet says of batches on the chain of the quote's first would-be batch
   * (`useAtomicBatch`); undefined when it was not asked (batching off, nothing to batch).
   */
  atomic?: WalletAtomicStatus | undefined
  /** Keys of would-be batches the wallet did not take (`declinedBatches`): their calls go one by one. */
  declined?: ReadonlySet<string> | undefined
}

const keyOf = ({ stepIndex, itemIndex }: ItemPosition) => `${stepIndex}-${itemIndex}`

/**
 * The batches of `quote` as the run stands: those recorded with a batch id, then, while the
 * wallet takes batches, the would-be batches on its chain whose items share one status (they
 * wait for the wallet together, or failed together). A would-be batch whose items went apart, or
 * that the wallet declined, is its items again.
 */
export function batchesOf(quote: QuoteResponse, { atomic, declined }: BatchingView = {}): RunBatch[] {
  const records = itemRecords(quote)
  const recorded = new Map<string, ItemRecord[]>()
  for (const record of records) if (record.batchId) recorded.set(record.batchId, [...(recorded.get(record.batchId) ?? []), record])
  const batches: RunBatch[] = [...recorded]
    .filter(([, items]) => items.length > 1 && items[0]!.chainId !== undefined)
    .map(([batchId, items]) => ({ key: keyOf(items[0]!), chainId: items[0]!.chainId!, batchId, items }))
  if (atomic !== 'supported' && atomic !== 'ready') return batches
  const groups = batchGroups(quote)
  // The wallet was asked about the first batch's chain: the quote's origin.
  const chainId = groups[0]?.chainId
  for (const group of groups) {
    const items = group.items.map((position) => records.find((record) => keyOf(record) === keyOf(position))!)
    const key = keyOf(group.items[0]!)
    if (group.chainId !== chainId || declined?.has(key) || !sameStatus(items)) continue
    batches.push({ key, chainId: group.chainId, items })
  }
  return batches
}

/** The batch holding the item at `position`, if any. */
export function batchOfItem(batches: RunBatch[], position: ItemPosition): RunBatch | undefined {
  return batches.find((batch) => batch.items.some((item) => keyOf(item) === keyOf(position)))
}

/**
 * Keys of would-be batches the wallet did not take between two records: every item waited for
 * the wallet together, and is back to `incomplete` (the core's batch `incomplete`). Item by item,
 * two items never wait for the wallet at once.
 */
export function declinedBatches(before: QuoteResponse | undefined, after: QuoteResponse | undefined): string[] {
  if (!before || !after) return []
  const now = new Map(itemRecords(after).map((record) => [keyOf(record), record.status]))
  const was = new Map(itemRecords(before).map((record) => [keyOf(record), record.status]))
  return batchGroups(before)
    .filter((group) => group.items.every((item) => was.get(keyOf(item)) === 'waiting-for-wallet' && now.get(keyOf(item)) === 'incomplete'))
    .map((group) => keyOf(group.items[0]!))
}

function sameStatus(items: ItemRecord[]): boolean {
  return items.every((item) => item.status === items[0]!.status)
}

import type { Hex } from 'viem'
import type { FerryError } from '../errors/base'
import type { ItemKind } from '../parse/items'
import type { ItemRecordStatus } from '../run/records'
import type { QuoteResponse } from '../types/quote'
import type { StatusResponse } from '../types/status'

export type { ItemKind }

/** Where an item went, in the order it goes through them: a record word other than `incomplete`. */
export type ItemProgressStatus = Exclude<ItemRecordStatus, 'incomplete'>

export interface ItemProgress {
  type: 'item'
  requestId: Hex
  stepIndex: number
  itemIndex: number
  stepId: string
  kind: ItemKind
  status: ItemProgressStatus
  /** Set from `submitted` on for transaction items (and recorded in `quote` at once). */
  txHash?: Hex
  chainId?: number
  error?: FerryError
  /**
   * The run's records: the quote with each item's status as it went (`ItemRecordStatus`), a sent
   * transaction with its `txHash`. Persist it, and hand it back to `executeQuote` to resume
   * without sending anything twice; `itemRecords` and the other predicates of the core read it.
   */
  quote: QuoteResponse
}

/**
 * Transactions of one chain sent as one wallet batch (EIP-5792), reported once for all of them:
 * `items` are their places, in order. The wallet's batch id comes with `submitted`, the one
 * transaction's hash with `confirming`; `incomplete` means the wallet could not take the batch,
 * and its items now go one by one (their own `item` events follow).
 */
export interface BatchProgress {
  type: 'batch'
  requestId: Hex
  chainId: number
  items: Array<{ stepIndex: number; itemIndex: number; stepId: string }>
  status: ItemProgressStatus | 'incomplete'
  batchId?: string
  txHash?: Hex
  error?: FerryError
  /** The run's records, as in `ItemProgress`: every item of the batch carries the batch id, then the hash. */
  quote: QuoteResponse
}

/** The quote about to run (fetched again with `requote`), checked, before the wallet is asked: its records start here. */
export interface StartProgress {
  type: 'start'
  requestId: Hex
  quote: QuoteResponse
}

export interface StatusProgress {
  type: 'status'
  requestId: Hex
  status: StatusResponse
}

/**
 * A status read failed after something was sent. Following goes on (bounded by time, not by
 * count): a UI says "still checking", never "failed".
 */
export interface StatusErrorProgress {
  type: 'status-error'
  requestId: Hex
  error: FerryError
}

export type ExecutionProgress = StartProgress | ItemProgress | BatchProgress | StatusProgress | StatusErrorProgress

export interface ExecutionResult {
  requestId: Hex
  status: 'success'
  /** Destination-side hashes, as the service reports them. */
  txHashes: string[]
  /** Origin-side hashes: sent by this execution, or indexed by the service. */
  inTxHashes: string[]
  finalStatus: StatusResponse
}

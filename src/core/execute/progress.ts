import type { Hex } from 'viem'
import type { FerryError } from '../errors/base'
import type { ItemKind } from '../parse/items'
import type { QuoteResponse } from '../types/quote'
import type { StatusResponse } from '../types/status'

export type { ItemKind }

/** Where an item stands, in the order an item goes through them. */
export type ItemProgressStatus = 'waiting-for-wallet' | 'submitted' | 'confirming' | 'complete' | 'failed'

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
   * The quote with every finished item marked `complete`, and every item already sent marked
   * `submitted` with its `txHash`: persist it, and hand it back to `executeQuote` to resume
   * without sending anything twice.
   */
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

export type ExecutionProgress = ItemProgress | StatusProgress | StatusErrorProgress

export interface ExecutionResult {
  requestId: Hex
  status: 'success'
  /** Destination-side hashes, as the service reports them. */
  txHashes: string[]
  /** Origin-side hashes: sent by this execution, or indexed by the service. */
  inTxHashes: string[]
  finalStatus: StatusResponse
}

import type { Hex } from 'viem'
import type { FerryError } from '../../errors/base'
import type { ItemRecordStatus } from '../../run/records'
import type { TransactionItem } from '../../types/quote'
import type { ItemContext } from '../itemContext'

/** What a batch's records change by: its status, and the id and hash once the wallet gives them (`batchId: null` clears it). */
export interface BatchRecord {
  txHash?: Hex | undefined
  batchId?: string | null | undefined
  error?: FerryError | undefined
}

/** A batch's parties and records: `ItemContext` for several items of one chain at once. */
export interface BatchContext extends Omit<ItemContext, 'report' | 'isFundsItem' | 'stepId'> {
  chainId: number
  items: TransactionItem[]
  /** The step of the batch's first item, named by its errors. */
  stepId: string
  /** The step of each item, in order: a simulated call that would fail names its own. */
  stepIds: string[]
  /** The funds move in this batch: once it is out, the request's status tells the rest. */
  holdsFunds: boolean
  /** `incomplete`: the wallet could not take the batch, and its items go one by one. */
  record(status: ItemRecordStatus, extra?: BatchRecord): void
}

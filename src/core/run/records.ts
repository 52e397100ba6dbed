import type { Hex } from 'viem'
import { decodeTokenCall } from '../calldata'
import { getItemKind, type ItemKind } from '../parse/items'
import type { QuoteResponse, Step, StepItem } from '../types/quote'
import type { StatusResponse } from '../types/status'
import { isRecord, isString } from '../utils/predicates'

/*
 * A run's records live in its quote: `executeQuote` writes each item's progress into the quote it
 * hands out with every progress event, so whoever keeps that quote knows what was sent and can
 * resume from it without sending anything twice. These predicates are the one reading of those
 * records, for the executor, the react layer and the widget alike.
 */

/**
 * An item's status in a run's records. The service's words are `incomplete` and `complete`; the
 * executor adds where the item went in between. `submitted` and `confirming` items left the wallet
 * (a transaction with its `txHash`, a signature or venue transfer posted) and are never sent again.
 */
export type ItemRecordStatus = 'incomplete' | 'waiting-for-wallet' | 'submitted' | 'confirming' | 'complete' | 'failed'

/** Where an item stands in a quote. */
export interface ItemPosition {
  stepIndex: number
  itemIndex: number
}

/** One item of a run, as its records say. */
export interface ItemRecord extends ItemPosition {
  stepId: string
  kind: ItemKind
  /** An unknown word of the service reads as `incomplete`. */
  status: ItemRecordStatus
  /** The transaction the wallet returned for it. */
  txHash?: Hex
  /** The chain of a transaction item. */
  chainId?: number
  /** The wallet batch (EIP-5792) the transaction went in, with the other items of the same id. */
  batchId?: string
  /** An ERC-20 approval (or a reset to 0): it lets the service take funds, but moves none. */
  approval: boolean
  /** The item that moves the user's funds to the service (see `fundsItemOf`). */
  funds: boolean
}

const RECORD_WORDS: ReadonlySet<string> = new Set<ItemRecordStatus>(['waiting-for-wallet', 'submitted', 'confirming', 'complete', 'failed'])
const SENT_WORDS: ReadonlySet<string> = new Set<ItemRecordStatus>(['submitted', 'confirming', 'complete'])

/** The status of `item` as a record word: the service's unknown words read as `incomplete`. */
export function recordStatus(item: StepItem): ItemRecordStatus {
  return RECORD_WORDS.has(item.status) ? (item.status as ItemRecordStatus) : 'incomplete'
}

/** Left the wallet: sent, confirming or done, or any item that has a transaction hash or went in a batch. */
export function isItemSent(item: StepItem): boolean {
  return SENT_WORDS.has(item.status) || item.txHash !== undefined || item.batchId !== undefined
}

function isApproval(step: Pick<Step, 'kind'>, item: StepItem): boolean {
  if (getItemKind(step, item) !== 'transaction' || !isRecord(item.data) || !isString(item.data.data)) return false
  return decodeTokenCall(item.data.data as Hex)?.kind === 'approve'
}

/**
 * The item that moves the user's funds to the service: the last transaction, venue transfer or
 * permit that is not an approval. Signatures move nothing, nor does an approval by itself. Undefined for
 * a quote with no such item.
 */
export function fundsItemOf(quote: QuoteResponse): ItemPosition | undefined {
  const funds = itemRecords(quote).find((record) => record.funds)
  return funds && { stepIndex: funds.stepIndex, itemIndex: funds.itemIndex }
}

/** Every item of the quote, in the order the executor runs them, as its records say. */
export function itemRecords(quote: QuoteResponse): ItemRecord[] {
  const records = quote.steps.flatMap((step, stepIndex) =>
    step.items.map((item, itemIndex): ItemRecord => {
      const kind = getItemKind(step, item)
      const chainId = kind === 'transaction' && isRecord(item.data) && typeof item.data.chainId === 'number' ? item.data.chainId : undefined
      return {
        stepIndex,
        itemIndex,
        stepId: step.id,
        kind,
        status: recordStatus(item),
        ...(item.txHash ? { txHash: item.txHash } : {}),
        ...(item.batchId ? { batchId: item.batchId } : {}),
        ...(chainId !== undefined ? { chainId } : {}),
        approval: isApproval(step, item),
        funds: false,
      }
    }),
  )
  // The funds move with the last item that is neither a signature nor an approval (a permit moves them).
  const funds = records.filter((record) => record.kind !== 'signature' && !record.approval).at(-1)
  if (funds) funds.funds = true
  return records
}

/** Hashes of the transactions the records say were sent, in order, each once (a batch's items share one). */
export function sentHashes(quote: QuoteResponse): Hex[] {
  return [...new Set(quote.steps.flatMap((step) => step.items.flatMap((item) => (item.txHash ? [item.txHash] : []))))]
}

/** Anything left the wallet: a transaction (an approval too), a signature posted, a venue transfer. */
export function hasSentAnything(quote: QuoteResponse): boolean {
  return quote.steps.some((step) => step.items.some(isItemSent))
}

/**
 * The funds left the wallet for the service: `fundsItemOf` is sent, confirming or done. An
 * approval alone is not paying, nor a funds transaction that failed (it reverted: its hash left
 * the wallet, its funds did not).
 */
export function hasPaid(quote: QuoteResponse): boolean {
  const funds = fundsItemOf(quote)
  const item = funds && quote.steps[funds.stepIndex]?.items[funds.itemIndex]
  return item !== undefined && SENT_WORDS.has(item.status)
}

/**
 * Whether the request can reach its end without the user: its funds are with the service (paid,
 * or the service reports on it past `waiting`, an end included). From then on it is followed,
 * never cancelled, and nothing of it is sent again; before, an abort leaves nothing behind.
 */
export function canCompleteWithoutUser({ quote, status }: { quote?: QuoteResponse | undefined; status?: StatusResponse | undefined }): boolean {
  const word = status?.status
  return (word !== undefined && word !== 'waiting') || (quote !== undefined && hasPaid(quote))
}

/**
 * Items signed again when their post was not seen to end: posting a nonce mapping twice is
 * harmless, and a permit's token takes its nonce once, so a second signature of it moves nothing more.
 */
export const isResignable = (kind: ItemKind): boolean => kind === 'signature' || kind === 'permit'

/** Whether running the quote (a resume) would ask the wallet: an item not done, and not sent or signed again (`isResignable`). */
export function wouldSend(quote: QuoteResponse): boolean {
  return quote.steps.some((step) => step.items.some((item) => item.status !== 'complete' && (isResignable(getItemKind(step, item)) || !isItemSent(item))))
}

/** `quote` with the item at `position` patched: the records change by new objects only. */
export function patchItem(quote: QuoteResponse, { stepIndex, itemIndex }: ItemPosition, patch: Partial<StepItem>): QuoteResponse {
  return {
    ...quote,
    steps: quote.steps.map((step, i) =>
      i !== stepIndex ? step : { ...step, items: step.items.map((item, j) => (j === itemIndex ? ({ ...item, ...patch } as StepItem) : item)) },
    ),
  }
}

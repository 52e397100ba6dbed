import type { Hex } from 'viem'
import { getItemKind } from '../parse/items'
import type { QuoteResponse, Step, StepItem } from '../types/quote'

/** Where an item stands in a quote. */
export interface ItemPosition {
  stepIndex: number
  itemIndex: number
}

/*
 * The executor's records live in the quote it hands out with each progress event, so whoever
 * persists that quote can resume from it: `complete` items are done, `submitted` items were
 * handed to the wallet (a transaction with its `txHash`, a venue transfer posted) and are never
 * sent again.
 */

export function patchItem(quote: QuoteResponse, { stepIndex, itemIndex }: ItemPosition, patch: Partial<StepItem>): QuoteResponse {
  return {
    ...quote,
    steps: quote.steps.map((step, i) =>
      i !== stepIndex ? step : { ...step, items: step.items.map((item, j) => (j === itemIndex ? ({ ...item, ...patch } as StepItem) : item)) },
    ),
  }
}

/**
 * Items whose sending can move funds: transactions and venue transfers. An authorize signature
 * moves nothing by itself, and posting it again is harmless, so it is only ever `complete`.
 */
export function isSendingItem(step: Pick<Step, 'kind'>, item: StepItem): boolean {
  return getItemKind(step, item) !== 'signature'
}

/** Handed to the wallet (or posted) and not yet confirmed: following it is all that is left. */
export const isSubmitted = (item: StepItem): boolean => item.status === 'submitted'

/** Hashes of the transactions this quote records as sent. */
export function sentHashes(quote: QuoteResponse): Hex[] {
  return quote.steps.flatMap((step) => step.items.flatMap((item) => (item.txHash ? [item.txHash] : [])))
}

/** True once an item that can move funds was sent: from then on, nothing is sent again. */
export function hasSentFunds(quote: QuoteResponse): boolean {
  return quote.steps.some((step) => step.items.some((item) => isSendingItem(step, item) && (isSubmitted(item) || item.status === 'complete')))
}

/** True while an item is neither complete nor sent: running the quote would ask the wallet. */
export function hasWorkToSend(quote: QuoteResponse): boolean {
  return quote.steps.some((step) => step.items.some((item) => item.status !== 'complete' && !isSubmitted(item)))
}

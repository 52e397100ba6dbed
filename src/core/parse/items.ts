import type { SignatureItem, Step, StepItem, StepKind, TransactionItem, VenueDepositItem } from '../types/quote'
import { isRecord } from '../utils/predicates'
import { optional, orDefault, readBytes32, readObject, readPath, readShape, readString, shape, type Site } from './guards'
import { parseSignatureData, parseTransactionData, parseVenueDepositData } from './itemData'

export type ItemKind = 'transaction' | 'signature' | 'venue-deposit'

/**
 * What an item asks of the client. A signature step holds signature items; a transaction step
 * holds ordinary transactions, except that an item whose `data` carries a venue `action` is the
 * venue withdrawal's deposit, signed and posted to the venue instead of sent on chain.
 */
export function getItemKind(step: Pick<Step, 'kind'>, item: { data: unknown }): ItemKind {
  if (step.kind === 'signature') return 'signature'
  return isRecord(item.data) && 'action' in item.data ? 'venue-deposit' : 'transaction'
}

export function isTransactionItem(step: Pick<Step, 'kind'>, item: StepItem): item is TransactionItem {
  return getItemKind(step, item) === 'transaction'
}

export function isSignatureItem(step: Pick<Step, 'kind'>, item: StepItem): item is SignatureItem {
  return getItemKind(step, item) === 'signature'
}

export function isVenueDepositItem(step: Pick<Step, 'kind'>, item: StepItem): item is VenueDepositItem {
  return getItemKind(step, item) === 'venue-deposit'
}

const DATA_READERS = {
  transaction: parseTransactionData,
  signature: parseSignatureData,
  'venue-deposit': parseVenueDepositData,
}

/**
 * An item of a step of `kind`. A missing `status` reads as `incomplete`: a quote's items are
 * work still to do, and the status endpoint (not this word) is what tells when a request is done.
 */
export function parseItem(value: unknown, kind: StepKind, site: Site): StepItem {
  return readShape(value, site, {
    data: (data, dataSite) => DATA_READERS[getItemKind({ kind }, { data: readObject(data, dataSite) })](data, dataSite),
    status: orDefault(readString, 'incomplete'),
    // The spec's only method here is GET; absent means that.
    check: optional(shape({ endpoint: readPath, method: orDefault(readString, 'GET') })),
    txHash: optional(readBytes32),
  }) as StepItem
}

import { UnsupportedStepError, type UnsupportedKind } from '../errors/execution'
import type { PermitItem, SignatureItem, Step, StepItem, StepKind, TransactionItem, VenueDepositItem } from '../types/quote'
import { isRecord, isString } from '../utils/predicates'
import { at, optional, orDefault, readBytes32, readObject, readPath, readShape, readString, shape, type Site } from './guards'
import { parsePermitData, parseSignatureData, parseTransactionData, parseVenueDepositData } from './itemData'

export type ItemKind = 'transaction' | 'signature' | 'venue-deposit' | 'permit'

/** The `kind` a permit item posts: EIP-3009's `TransferWithAuthorization`. */
export const PERMIT_KIND = 'eip3009'

/**
 * What an item asks of the client. A signature step holds signature items, except that one
 * posting `kind: "eip3009"` is a permit (`usePermit`): signed, it moves the user's funds. A
 * transaction step holds ordinary transactions, except that an item whose `data` carries a venue
 * `action` is the venue withdrawal's deposit, signed and posted to the venue instead of sent on chain.
 */
export function getItemKind(step: Pick<Step, 'kind'>, item: { data: unknown }): ItemKind {
  if (step.kind === 'signature') return isPermit(item.data) ? 'permit' : 'signature'
  return isRecord(item.data) && 'action' in item.data ? 'venue-deposit' : 'transaction'
}

/** The message a permit signs. The service posts a Permit2 signature with `kind: "eip3009"` too (its SDK's test data does). */
const PERMIT_PRIMARY_TYPE = 'TransferWithAuthorization'

function isPermit(data: unknown): boolean {
  return postBodyOf(data).kind === PERMIT_KIND && primaryTypeOf(data) === PERMIT_PRIMARY_TYPE
}

function postBodyOf(data: unknown): Record<string, unknown> {
  return isRecord(data) && isRecord(data.post) && isRecord(data.post.body) ? data.post.body : {}
}

function primaryTypeOf(data: unknown): unknown {
  return isRecord(data) && isRecord(data.sign) ? data.sign.primaryType : undefined
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

export function isPermitItem(step: Pick<Step, 'kind'>, item: StepItem): item is PermitItem {
  return getItemKind(step, item) === 'permit'
}

const DATA_READERS = {
  transaction: parseTransactionData,
  signature: parseSignatureData,
  'venue-deposit': parseVenueDepositData,
  permit: parsePermitData,
}

/** Keys of a transaction item's `data` that belong to another chain's VM (the service's SDK reads them so). */
const OTHER_VMS: Record<string, string> = { instructions: 'svm', psbt: 'bvm', parameter: 'tvm', messages: 'tonvm' }

/**
 * An item of `step`. A missing `status` reads as `incomplete`: a quote's items are work still to
 * do, and the status endpoint (not this word) is what tells when a request is done. Work of a kind
 * Ferry cannot do throws UnsupportedStepError, before its shape is read.
 */
export function parseItem(value: unknown, step: Pick<Step, 'id' | 'kind'> & { requestId?: Step['requestId'] }, site: Site): StepItem {
  return readShape(value, site, {
    data: (data, dataSite) => {
      const record = readObject(data, dataSite)
      const found = unsupported(step.kind, record)
      if (found) throw new UnsupportedStepError({ requestId: step.requestId, stepId: step.id, ...found, field: at(dataSite, found.field).path })
      return DATA_READERS[getItemKind(step, { data: record })](record, dataSite)
    },
    status: orDefault(readString, 'incomplete'),
    // The spec's only method here is GET; absent means that.
    check: optional(shape({ endpoint: readPath, method: orDefault(readString, 'GET') })),
    txHash: optional(readBytes32),
    batchId: optional(readString),
  }) as StepItem
}

type Unsupported = { field: string; kind: UnsupportedKind; unsupported: string }

/**
 * Work of another kind than an EVM transaction, the nonce-mapping signature, an EIP-3009 permit
 * or a venue `sendAsset`. Permit2 and EIP-2612 permits stay refused: nothing checks them yet.
 */
function unsupported(kind: StepKind, data: Record<string, unknown>): Unsupported | undefined {
  if (kind === 'signature') {
    const { signatureKind } = isRecord(data.sign) ? data.sign : {}
    const body = postBodyOf(data)
    if (isString(signatureKind) && signatureKind !== 'eip712') return { field: 'sign.signatureKind', kind: 'signature', unsupported: signatureKind }
    // Permits and claims post a `kind`, never the nonce mapping's `type`.
    if (body.type === undefined && isString(body.kind) && body.kind !== PERMIT_KIND) return { field: 'post.body.kind', kind: 'signature', unsupported: body.kind }
    // Posted as EIP-3009 but signing something else (a Permit2 transfer): what it signs names it.
    if (body.kind === PERMIT_KIND && !isPermit(data)) {
      const primaryType = primaryTypeOf(data)
      return { field: 'sign.primaryType', kind: 'signature', unsupported: isString(primaryType) ? primaryType : String(primaryType) }
    }
    return undefined
  }
  // An EVM transaction always has its `to`.
  const vmKey = isString(data.to) ? undefined : Object.keys(OTHER_VMS).find((key) => key in data)
  if (vmKey) return { field: vmKey, kind: 'vm', unsupported: OTHER_VMS[vmKey]! }
  const type = isRecord(data.action) ? data.action.type : undefined
  return isString(type) && type !== 'sendAsset' ? { field: 'action.type', kind: 'action', unsupported: type } : undefined
}

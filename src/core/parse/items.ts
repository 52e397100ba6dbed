import { UnsupportedStepError, type UnsupportedKind } from '../errors/execution'
import type { SignatureItem, Step, StepItem, StepKind, TransactionItem, VenueDepositItem } from '../types/quote'
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
  if (step.kind === 'signature') return signed(item.data).permit ? 'permit' : 'signature'
  return isRecord(item.data) && 'action' in item.data ? 'venue-deposit' : 'transaction'
}

/**
 * What a signature item signs and posts. A permit posts `kind: "eip3009"` and signs a
 * `TransferWithAuthorization`: the service posts a Permit2 signature with that kind too (its SDK's test data does).
 */
function signed(data: unknown) {
  const { sign = {}, post = {} } = isRecord(data) ? data : {}
  const { signatureKind, primaryType } = isRecord(sign) ? sign : {}
  const body = isRecord(post) && isRecord(post.body) ? post.body : {}
  return { signatureKind, primaryType, body, permit: body.kind === PERMIT_KIND && primaryType === 'TransferWithAuthorization' }
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
    const { signatureKind, primaryType, body, permit } = signed(data)
    if (isString(signatureKind) && signatureKind !== 'eip712') return { field: 'sign.signatureKind', kind: 'signature', unsupported: signatureKind }
    // Permits and claims post a `kind`, never the nonce mapping's `type`; one posted as EIP-3009 that
    // signs something else (a Permit2 transfer) is named by what it signs.
    if (body.type === undefined && isString(body.kind) && !permit) {
      return body.kind === PERMIT_KIND ? { field: 'sign.primaryType', kind: 'signature', unsupported: String(primaryType) } : { field: 'post.body.kind', kind: 'signature', unsupported: body.kind }
    }
    return undefined
  }
  // An EVM transaction always has its `to`.
  const vmKey = isString(data.to) ? undefined : Object.keys(OTHER_VMS).find((key) => key in data)
  if (vmKey) return { field: vmKey, kind: 'vm', unsupported: OTHER_VMS[vmKey]! }
  const type = isRecord(data.action) ? data.action.type : undefined
  return isString(type) && type !== 'sendAsset' ? { field: 'action.type', kind: 'action', unsupported: type } : undefined
}

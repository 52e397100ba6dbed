import type {
  ItemCheck,
  SignatureItem,
  Step,
  StepItem,
  StepKind,
  TransactionItem,
  VenueDepositItem,
} from '../types/quote'
import { at, isAbsent, isObject, readObject, readPath, readStringOr, type Site } from './guards'
import { parseSignatureData, parseTransactionData, parseVenueDepositData } from './itemData'

export type ItemKind = 'transaction' | 'signature' | 'venue-deposit'

/**
 * What an item asks of the client. A signature step holds signature items; a transaction step
 * holds ordinary transactions, except that an item whose `data` carries a venue `action` is the
 * venue withdrawal's deposit, signed and posted to the venue instead of sent on chain.
 */
export function getItemKind(step: Pick<Step, 'kind'>, item: { data: unknown }): ItemKind {
  if (step.kind === 'signature') return 'signature'
  return isObject(item.data) && 'action' in item.data ? 'venue-deposit' : 'transaction'
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

/**
 * An item of a step of `kind`. A missing `status` reads as `incomplete`: a quote's items are
 * work still to do, and the status endpoint (not this word) is what tells when a request is done.
 */
export function parseItem(value: unknown, kind: StepKind, site: Site): StepItem {
  const raw = readObject(value, site)
  const dataSite = at(site, 'data')
  const data = readObject(raw.data, dataSite)
  const base: { status: string; check?: ItemCheck; [extra: string]: unknown } = { ...raw, status: readStringOr(raw.status, at(site, 'status'), 'incomplete') }
  if (isAbsent(raw.check)) delete base.check
  else base.check = parseCheck(raw.check, at(site, 'check'))

  switch (getItemKind({ kind }, { data })) {
    case 'signature':
      return { ...base, data: parseSignatureData(raw.data, dataSite) }
    case 'venue-deposit':
      return { ...base, data: parseVenueDepositData(raw.data, dataSite) }
    case 'transaction':
      return { ...base, data: parseTransactionData(raw.data, dataSite) }
  }
}

function parseCheck(value: unknown, site: Site): ItemCheck {
  const raw = readObject(value, site)
  return {
    ...raw,
    endpoint: readPath(raw.endpoint, at(site, 'endpoint')),
    // The spec's only method here is GET; absent means that.
    method: readStringOr(raw.method, at(site, 'method'), 'GET'),
  }
}

import type { CurrencyAmount, CurrencyInfo, FeeAmount, QuoteDetails, QuoteFees, QuoteResponse, Step } from '../types/quote'
import {
  at,
  copyBody,
  isAbsent,
  malformed,
  readArray,
  readHex,
  readIntegerString,
  readLiteral,
  readObject,
  readSafeInteger,
  readString,
  readStringOr,
  type JsonObject,
  type Site,
} from './guards'
import { parseItem } from './items'

const KNOWN_FEES = ['gas', 'relayer'] as const
const AMOUNT_SIDES = ['currencyIn', 'currencyOut'] as const

/**
 * Checks a `POST /quote` body before anything of it reaches a wallet. Fields the types declare
 * must have their declared shape when present (amounts shown to the user included); unknown
 * fields are kept untouched. Returns a fresh deep copy: the body is never mutated or shared.
 * @throws {MalformedResponseError} naming the first offending field path and why.
 */
export function parseQuoteResponse(body: unknown): QuoteResponse {
  const site: Site = { resource: 'quote response', path: '' }
  const raw = readObject(copyBody(body, site), site)
  return {
    ...raw,
    steps: readArray(raw.steps, at(site, 'steps')).map((step, index) => parseStep(step, at(at(site, 'steps'), index))),
    fees: parseFees(raw.fees, at(site, 'fees')),
    details: parseDetails(raw.details, at(site, 'details')),
  }
}

/** An empty `items` list is allowed: such a step has nothing to do and is skipped. */
function parseStep(value: unknown, site: Site): Step {
  const raw = readObject(value, site)
  const kind = readLiteral(raw.kind, at(site, 'kind'), ['transaction', 'signature'])
  const itemsSite = at(site, 'items')
  return {
    ...raw,
    id: readString(raw.id, at(site, 'id')),
    action: readStringOr(raw.action, at(site, 'action'), ''),
    description: readStringOr(raw.description, at(site, 'description'), ''),
    kind,
    requestId: readHex(raw.requestId, at(site, 'requestId'), { bytes: 32 }),
    items: readArray(raw.items, itemsSite).map((item, index) => parseItem(item, kind, at(itemsSite, index))),
  }
}

function parseFees(value: unknown, site: Site): QuoteFees {
  if (isAbsent(value)) return {}
  const fees: QuoteFees = { ...readObject(value, site) }
  for (const name of KNOWN_FEES) {
    if (isAbsent(fees[name])) delete fees[name]
    else fees[name] = parseFeeAmount(fees[name], at(site, name))
  }
  return fees
}

function parseFeeAmount(value: unknown, site: Site): FeeAmount {
  const raw = readObject(value, site)
  const currencySite = at(site, 'currency')
  return {
    ...optionalStrings(raw, site, ['amountFormatted', 'amountUsd']),
    amount: readIntegerString(raw.amount, at(site, 'amount')),
    // The spec says an identifier; the service in the wild sends a currency object.
    currency: typeof raw.currency === 'string' ? raw.currency : parseCurrencyInfo(raw.currency, currencySite),
  }
}

function parseDetails(value: unknown, site: Site): QuoteDetails {
  if (isAbsent(value)) return {}
  const details: QuoteDetails = { ...readObject(value, site) }
  if (isAbsent(details.operation)) delete details.operation
  else details.operation = readString(details.operation, at(site, 'operation'))
  if (isAbsent(details.timeEstimate)) delete details.timeEstimate
  else details.timeEstimate = readNumber(details.timeEstimate, at(site, 'timeEstimate'))
  for (const side of AMOUNT_SIDES) {
    if (isAbsent(details[side])) delete details[side]
    else details[side] = parseCurrencyAmount(details[side], at(site, side))
  }
  return details
}

function parseCurrencyAmount(value: unknown, site: Site): CurrencyAmount {
  const raw = readObject(value, site)
  return {
    ...optionalStrings(raw, site, ['amountFormatted', 'amountUsd']),
    currency: parseCurrencyInfo(raw.currency, at(site, 'currency')),
    amount: readIntegerString(raw.amount, at(site, 'amount')),
  }
}

/** `decimals` scales every amount shown to the user, so it is checked like an amount. */
function parseCurrencyInfo(value: unknown, site: Site): CurrencyInfo {
  const raw = readObject(value, site)
  const decimals = readSafeInteger(raw.decimals, at(site, 'decimals'))
  return {
    ...raw,
    chainId: readSafeInteger(raw.chainId, at(site, 'chainId')),
    address: readString(raw.address, at(site, 'address')),
    symbol: readString(raw.symbol, at(site, 'symbol')),
    name: readStringOr(raw.name, at(site, 'name'), ''),
    decimals: decimals <= 255 ? decimals : malformed(at(site, 'decimals'), `must be at most 255, got ${decimals}`),
  }
}

function optionalStrings(raw: JsonObject, site: Site, names: readonly string[]): JsonObject {
  const result: JsonObject = { ...raw }
  for (const name of names) {
    if (isAbsent(raw[name])) delete result[name]
    else result[name] = readString(raw[name], at(site, name))
  }
  return result
}

function readNumber(value: unknown, site: Site): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) malformed(site, 'must be a finite number')
  return value
}

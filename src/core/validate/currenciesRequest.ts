import { VENUE_CHAIN_ID } from '../constants'
import { isCurrencyId } from '../currency'
import { InvalidArgumentError } from '../errors/request'
import type { CurrenciesRequest, TokenPriceRequest } from '../types/currencies'
import { isAddressString, isChainId, isRecord, isString } from '../utils/predicates'
import { expected } from './formats'

/** The longest search term sent: the service searches names and symbols, a longer text finds nothing. */
export const MAX_TERM_LENGTH = 200
/** The most results one call may ask for. */
export const MAX_CURRENCIES_LIMIT = 100

/** A base58 account (Solana and its kin), which the service lists beside hex addresses. */
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** A bech32 Bitcoin address, which the service lists for its Bitcoin chain. */
const BECH32 = /^(bc1|tb1)[02-9ac-hj-np-z]{11,71}$/
const ADDRESS = 'an address (EIP-55 if mixed case) or a venue id'

/** A currency id the service may know: an EVM address (EIP-55 when mixed case), a venue id, a base58 account or a bech32 address. */
export const isCurrencyAddress = (value: unknown): value is string =>
  isString(value) && (isAddressString(value) || isVenueId(value) || BASE58.test(value) || BECH32.test(value))

/** 20 bytes of hex are an EVM address, whose checksum must hold: only other lengths are read as venue ids. */
const isVenueId = (value: string): boolean => value.length !== 42 && /^0x/i.test(value) && isCurrencyId(value, VENUE_CHAIN_ID)

const isToken = (value: unknown): boolean => {
  const [chainId, ...address] = isString(value) ? value.split(':') : []
  return /^[1-9]\d*$/.test(chainId ?? '') && isChainId(Number(chainId)) && isCurrencyAddress(address.join(':'))
}
const isFlag = (value: unknown) => typeof value === 'boolean'
const isText = (value: unknown) => isString(value) && value.length <= MAX_TERM_LENGTH

/** Each known field: a test of its value (of each item, for a list) and what it must be. */
const RULES: Record<string, [test: (value: unknown) => boolean, what: string, list?: true]> = {
  chainIds: [isChainId, 'a positive integer chain id', true],
  term: [isText, `a string of at most ${MAX_TERM_LENGTH} characters`],
  address: [isCurrencyAddress, ADDRESS],
  currencyId: [(value) => isText(value) && value !== '', `a non-empty string of at most ${MAX_TERM_LENGTH} characters`],
  tokens: [isToken, '`chainId:address`', true],
  limit: [(value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_CURRENCIES_LIMIT, `an integer from 1 to ${MAX_CURRENCIES_LIMIT}`],
  verified: [isFlag, 'true or false'],
  includeAllChains: [isFlag, 'true or false'],
  useExternalSearch: [isFlag, 'true or false'],
  depositAddressOnly: [isFlag, 'true or false'],
  defaultList: [isFlag, 'true or false'],
}

const refuse = (argument: string, what: string, value: unknown): never => {
  throw new InvalidArgumentError({ argument, message: expected(what, value) })
}

/**
 * Checks a currencies request and returns the body to send: the given fields only (`undefined`
 * ones left out); fields it does not know pass through, as the service ignores them.
 * @throws {InvalidArgumentError} naming the first field (or list item) that is wrong; nothing was sent.
 */
export function validateCurrenciesRequest(request: CurrenciesRequest): Record<string, unknown> {
  if (!isRecord(request)) refuse('request', 'an object', request)
  const body: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined) continue
    const [test, what, list] = RULES[key] ?? [() => true, '']
    if (list && !Array.isArray(value)) refuse(key, `a list, each ${what}`, value)
    const items: unknown[] = list ? (value as unknown[]) : [value]
    const bad = items.findIndex((item) => !test(item))
    if (bad >= 0) refuse(list ? `${key}.${bad}` : key, what, items[bad])
    body[key] = list ? [...items] : value
  }
  return body
}

/**
 * Checks a price request.
 * @throws {InvalidArgumentError} naming the field that is wrong; nothing was sent.
 */
export function validateTokenPriceRequest(request: TokenPriceRequest): TokenPriceRequest {
  if (!isRecord(request)) refuse('request', 'an object', request)
  const { chainId, address } = request
  if (!isChainId(chainId)) refuse('chainId', 'a positive integer chain id', chainId)
  if (!isCurrencyAddress(address)) refuse('address', ADDRESS, address)
  return { chainId, address }
}

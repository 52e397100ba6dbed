import { isAddress } from 'viem'
import { VENUE_CHAIN_ID } from '../constants'
import { isCurrencyId } from '../currency'
import { InvalidArgumentError } from '../errors/request'
import type { CurrenciesRequest, TokenPriceRequest } from '../types/currencies'
import { isChainId, isRecord, isString } from '../utils/predicates'
import { expected, passUnknownFields } from './formats'

/** The longest search term sent: the service searches names and symbols, a longer text finds nothing. */
export const MAX_TERM_LENGTH = 200
/** The most results one call may ask for. */
export const MAX_CURRENCIES_LIMIT = 100

/** A base58 account (Solana and its kin), which the service lists beside hex addresses. */
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** A bech32 Bitcoin address, which the service lists for its Bitcoin chain. */
const BECH32 = /^(bc1|tb1)[02-9ac-hj-np-z]{11,71}$/
const TOKEN = /^([1-9]\d{0,15}):(.+)$/

const KNOWN = ['chainIds', 'term', 'address', 'currencyId', 'tokens', 'verified', 'limit', 'includeAllChains', 'useExternalSearch', 'depositAddressOnly', 'defaultList'] as const
const FLAGS = ['verified', 'includeAllChains', 'useExternalSearch', 'depositAddressOnly', 'defaultList'] as const

/** A currency id the service may know: an EVM address (EIP-55 when mixed case), a venue id, a base58 account or a bech32 address. */
export const isCurrencyAddress = (value: unknown): value is string =>
  isString(value) && (isAddress(value) || isVenueId(value) || BASE58.test(value) || BECH32.test(value))

/** 20 bytes of hex are an EVM address, whose checksum must hold: only other lengths are read as venue ids. */
const isVenueId = (value: string): boolean => value.length !== 42 && /^0x/i.test(value) && isCurrencyId(value, VENUE_CHAIN_ID)

function check<T>(value: unknown, ok: (value: unknown) => value is T, argument: string, what: string): T {
  if (!ok(value)) throw new InvalidArgumentError({ argument, message: expected(what, value) })
  return value
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isLimit = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_CURRENCIES_LIMIT
const isTerm = (value: unknown): value is string => isString(value) && value.length <= MAX_TERM_LENGTH
const isCurrencyGroup = (value: unknown): value is string => isString(value) && value !== '' && value.length <= MAX_TERM_LENGTH
const isToken = (value: unknown): value is string => {
  const match = isString(value) ? TOKEN.exec(value) : null
  return match !== null && isChainId(Number(match[1])) && isCurrencyAddress(match[2])
}
const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/**
 * Checks a currencies request and returns the body to send: the given fields only (`undefined`
 * ones left out), unknown ones passed through as the service ignores them.
 * @throws {InvalidArgumentError} naming the first field that is wrong; nothing was sent.
 */
export function validateCurrenciesRequest(request: CurrenciesRequest): Record<string, unknown> {
  check(request, isRecord, 'request', 'an object')
  const body: Record<string, unknown> = {}
  const { chainIds, term, address, currencyId, tokens, limit } = request
  if (chainIds !== undefined) {
    check(chainIds, isList, 'chainIds', 'a list of chain ids')
    chainIds.forEach((id, index) => check(id, isChainId, `chainIds.${index}`, 'a positive integer chain id'))
    body.chainIds = [...chainIds]
  }
  if (term !== undefined) body.term = check(term, isTerm, 'term', `a string of at most ${MAX_TERM_LENGTH} characters`)
  if (address !== undefined) body.address = check(address, isCurrencyAddress, 'address', 'an address (EIP-55 if mixed case) or a venue id')
  if (currencyId !== undefined) body.currencyId = check(currencyId, isCurrencyGroup, 'currencyId', `a non-empty string of at most ${MAX_TERM_LENGTH} characters`)
  if (tokens !== undefined) {
    check(tokens, isList, 'tokens', 'a list of `chainId:address`')
    tokens.forEach((token, index) => check(token, isToken, `tokens.${index}`, '`chainId:address`'))
    body.tokens = [...tokens]
  }
  for (const flag of FLAGS) if (request[flag] !== undefined) body[flag] = check(request[flag], isBoolean, flag, 'true or false')
  if (limit !== undefined) body.limit = check(limit, isLimit, 'limit', `an integer from 1 to ${MAX_CURRENCIES_LIMIT}`)
  passUnknownFields(request as Record<string, unknown>, KNOWN, body)
  return body
}

/**
 * Checks a price request.
 * @throws {InvalidArgumentError} naming the field that is wrong; nothing was sent.
 */
export function validateTokenPriceRequest(request: TokenPriceRequest): TokenPriceRequest {
  check(request, isRecord, 'request', 'an object')
  return {
    chainId: check(request.chainId, isChainId, 'chainId', 'a positive integer chain id'),
    address: check(request.address, isCurrencyAddress, 'address', 'an address (EIP-55 if mixed case) or a venue id'),
  }
}

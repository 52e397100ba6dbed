import { isAddress, type Address } from 'viem'
import { VENUE_PERPS_USDC } from '../../core/constants'
import { isRecord, isString } from '../../core/utils/predicates'
import { HttpProblem, type JsonReply, type JsonRequest } from '../http/jsonServer'
import { formatMicroAmount, parseMicroAmount } from './amounts'
import type { VenueLedger } from './ledger'

/** Paths only the devnet has; a real venue answers 404 to them. */
export const DEVNET_PREFIX = '/_devnet/'

/**
 * `POST /_devnet/credit { user, amount, tokenId? }`: credits `amount` (a decimal string, e.g.
 * "10000" or "12.5") to the user's perps USDC, or to the spot balance of `tokenId`
 * (`VENUE_PERPS_USDC` also means perps, as in the spec's currency table). Tests fund accounts
 * with it, and the solver falls back on it to fill deposits to the venue.
 *
 * `GET /_devnet/ledger?user=`: the user's balances and the transfers it sent or received.
 *
 * Both answer balances in micro-units (integers as strings, 6 decimals), plus `withdrawable`
 * in the venue's own human-readable form.
 */
export function devnetRoute(request: JsonRequest, ledger: VenueLedger): JsonReply {
  const route = `${request.method} ${request.url.pathname}`
  if (route === 'POST /_devnet/credit') return credit(request.body, ledger)
  if (route === 'GET /_devnet/ledger') {
    const user = readUser(request.url.searchParams.get('user'))
    return { body: { ...accountOf(ledger, user), transfers: ledger.transfers({ user }) } }
  }
  throw new HttpProblem(404, `No devnet route ${route}`, 'NOT_FOUND')
}

function credit(body: unknown, ledger: VenueLedger): JsonReply {
  if (!isRecord(body)) throw new HttpProblem(400, 'Expected { user, amount, tokenId? }', 'INVALID_CREDIT')
  const user = readUser(body.user)
  const amount = isString(body.amount) ? parseMicroAmount(body.amount) : undefined
  if (amount === undefined)
    throw new HttpProblem(400, 'amount must be a decimal string with at most 6 decimals, e.g. "12.5"', 'INVALID_CREDIT')
  const { tokenId } = body
  if (tokenId === undefined || tokenId === VENUE_PERPS_USDC) ledger.creditPerps(user, amount)
  else if (isString(tokenId) && ledger.token(tokenId)) ledger.creditSpot(user, tokenId, amount)
  else throw new HttpProblem(400, `Unknown tokenId ${JSON.stringify(tokenId)}`, 'INVALID_CREDIT')
  return { body: accountOf(ledger, user) }
}

function readUser(value: unknown): Address {
  if (!isString(value) || !isAddress(value, { strict: false }))
    throw new HttpProblem(400, `user must be an address, got ${JSON.stringify(value)}`, 'INVALID_USER')
  return value
}

function accountOf(ledger: VenueLedger, user: Address) {
  const { perpsUsdc, spot } = ledger.balances(user)
  return { user, perpsUsdc, withdrawable: formatMicroAmount(perpsUsdc), spot }
}

import type { ClearinghouseState, SpotMeta, SpotToken, VenueExchangeResponse } from '../types/venue'
import {
  at,
  copyBody,
  isAbsent,
  readArray,
  readDecimalString,
  readHex,
  readObject,
  readSafeInteger,
  readString,
  type Site,
} from './guards'

const TOKEN_NUMBERS = ['index', 'szDecimals', 'weiDecimals'] as const

/**
 * Checks the venue's `spotMeta` answer: `tokens`, each with the `tokenId` used as a spot
 * currency id. Other fields (e.g. `universe`) pass through.
 */
export function parseSpotMeta(body: unknown): SpotMeta {
  const site: Site = { resource: 'venue spotMeta', path: '' }
  const raw = readObject(copyBody(body, site), site)
  const tokensSite = at(site, 'tokens')
  return {
    ...raw,
    tokens: readArray(raw.tokens, tokensSite).map((token, index) => parseSpotToken(token, at(tokensSite, index))),
  }
}

function parseSpotToken(value: unknown, site: Site): SpotToken {
  const raw = readObject(value, site)
  const token: SpotToken = {
    ...raw,
    name: readString(raw.name, at(site, 'name')),
    tokenId: readHex(raw.tokenId, at(site, 'tokenId')),
  }
  for (const name of TOKEN_NUMBERS) {
    if (isAbsent(raw[name])) delete token[name]
    else token[name] = readSafeInteger(raw[name], at(site, name))
  }
  return token
}

/** Checks the venue's `clearinghouseState` answer: `withdrawable` is a decimal USD string. */
export function parseClearinghouseState(body: unknown): ClearinghouseState {
  const site: Site = { resource: 'venue clearinghouseState', path: '' }
  const raw = readObject(copyBody(body, site), site)
  return { ...raw, withdrawable: readDecimalString(raw.withdrawable, at(site, 'withdrawable')) }
}

/**
 * Checks the shape of an `/exchange` answer: a `status` word. Whether it means success is the
 * caller's decision (only `ok` does).
 */
export function parseVenueExchangeResponse(body: unknown): VenueExchangeResponse {
  const site: Site = { resource: 'venue exchange response', path: '' }
  const raw = readObject(copyBody(body, site), site)
  return { ...raw, status: readString(raw.status, at(site, 'status')) }
}

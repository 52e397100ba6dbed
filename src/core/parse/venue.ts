import type { ClearinghouseState, SpotMeta, VenueExchangeResponse } from '../types/venue'
import {
  arrayOf,
  copyBody,
  optional,
  readDecimalString,
  readHex,
  readSafeInteger,
  readShape,
  readString,
  shape,
  type Reader,
} from './guards'

const optionalNumber = optional(readSafeInteger)

/** Reads a whole venue answer: a fresh copy, `fields` checked, other fields passed through. */
const venueBody =
  <T>(resource: string, fields: Record<string, Reader<unknown>>) =>
  (body: unknown): T => {
    const site = { resource: `venue ${resource}`, path: '' }
    return readShape(copyBody(body, site), site, fields) as T
  }

/**
 * Checks the venue's `spotMeta` answer: `tokens`, each with the `tokenId` used as a spot
 * currency id. Other fields (e.g. `universe`) pass through.
 */
export const parseSpotMeta = venueBody<SpotMeta>('spotMeta', {
  tokens: arrayOf(
    shape({ name: readString, tokenId: readHex, index: optionalNumber, szDecimals: optionalNumber, weiDecimals: optionalNumber }),
  ),
})

/** Checks the venue's `clearinghouseState` answer: `withdrawable` is a decimal USD string. */
export const parseClearinghouseState = venueBody<ClearinghouseState>('clearinghouseState', {
  withdrawable: readDecimalString,
})

/**
 * Checks the shape of an `/exchange` answer: a `status` word. Whether it means success is the
 * caller's decision (only `ok` does).
 */
export const parseVenueExchangeResponse = venueBody<VenueExchangeResponse>('exchange response', { status: readString })

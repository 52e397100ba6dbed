import type { StatusResponse } from '../types/status'
import { isAbsent, isRecord } from '../utils/predicates'
import { arrayOf, copyBody, readShape, readString, type Reader, type Site } from './guards'

const readHashes: Reader<string[]> = (value, site) => (isAbsent(value) ? [] : arrayOf(readString)(value, site))
/** Metadata nothing depends on: kept when it is a number, dropped otherwise. */
const numberOrDrop = (value: unknown) => (typeof value === 'number' ? value : undefined)

/**
 * Checks a body of either status endpoint. Only `status` is required; the hash lists default to
 * `[]`. Metadata of the wrong type (`updatedAt`, chain ids, `details`) is dropped rather than
 * refused: polling must not fail over a field nothing depends on. Unknown status words pass.
 * @throws {MalformedResponseError} when `status` or a hash list is unusable.
 */
export function parseStatusResponse(body: unknown): StatusResponse {
  const site: Site = { resource: 'status response', path: '' }
  return readShape(copyBody(body, site), site, {
    status: readString,
    inTxHashes: readHashes,
    txHashes: readHashes,
    updatedAt: numberOrDrop,
    originChainId: numberOrDrop,
    destinationChainId: numberOrDrop,
    details: (value) => (isRecord(value) ? value : undefined),
  })
}

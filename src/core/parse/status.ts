import type { StatusResponse } from '../types/status'
import { at, copyBody, isAbsent, isObject, readArray, readObject, readString, type Site } from './guards'

/**
 * Checks a body of either status endpoint. Only `status` is required; the hash lists default to
 * `[]`. Metadata of the wrong type (`updatedAt`, chain ids, `details`) is dropped rather than
 * refused: polling must not fail over a field nothing depends on. Unknown status words pass.
 * @throws {MalformedResponseError} when `status` or a hash list is unusable.
 */
export function parseStatusResponse(body: unknown): StatusResponse {
  const site: Site = { resource: 'status response', path: '' }
  const raw = readObject(copyBody(body, site), site)
  const result: StatusResponse = {
    ...raw,
    status: readString(raw.status, at(site, 'status')),
    inTxHashes: readHashes(raw.inTxHashes, at(site, 'inTxHashes')),
    txHashes: readHashes(raw.txHashes, at(site, 'txHashes')),
  }
  for (const name of ['updatedAt', 'originChainId', 'destinationChainId'] as const) {
    if (typeof raw[name] !== 'number') delete result[name]
  }
  if (!isObject(raw.details)) delete result.details
  return result
}

function readHashes(value: unknown, site: Site): string[] {
  if (isAbsent(value)) return []
  return readArray(value, site).map((hash, index) => readString(hash, at(site, index)))
}

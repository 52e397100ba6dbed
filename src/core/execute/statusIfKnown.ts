import type { Hex } from 'viem'
import { HttpError } from '../errors/http'
import { statusOfRequest } from '../status/pollStatus'
import type { StatusResponse } from '../types/status'
import type { ExecutorClient } from './client'

/**
 * What the service says of a request before anything is sent for it, when that rules out
 * paying: a deposit seen, a fill under way, or an end. `waiting` with no deposit, or a 404 (a
 * service that does not know the request yet), means it may be paid.
 */
export async function statusIfKnown(client: ExecutorClient, requestId: Hex, signal: AbortSignal | undefined): Promise<StatusResponse | undefined> {
  let status: StatusResponse
  try {
    status = statusOfRequest(await client.getStatus(requestId, { signal }), requestId)
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined
    throw error
  }
  return status.status === 'waiting' && status.inTxHashes.length === 0 ? undefined : status
}

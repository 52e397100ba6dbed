import type { Hex } from 'viem'
import { toFerryError, type FerryError } from '../errors/base'
import { StatusTimeoutError } from '../errors/outcome'
import { AbortedError } from '../errors/http'
import { MalformedResponseError } from '../errors/response'
import type { StatusResponse } from '../types/status'
import { sleep, throwIfAborted } from '../utils/abort'
import { definedOnly } from '../utils/definedOnly'
import { advancePoll, nextPollDelay, type PollScheduleOptions, type PollState } from './pollSchedule'

export interface PollStatusOptions extends PollScheduleOptions {
  signal?: AbortSignal
  /** Called once per change of status word or tx hashes; never twice for the same state. */
  onUpdate?: (status: StatusResponse) => void
  /** Give up (with `StatusTimeoutError`) after this long without an end state. Default 30 min. */
  timeoutMs?: number
  /** Called for each failed read; polling goes on, as the request may well be in flight. */
  onError?: (error: FerryError) => void
  /** Stop early, returning the status, once this holds (e.g. "no longer `waiting`"). */
  stopWhen?: (status: StatusResponse) => boolean
}

export interface StatusReader {
  getStatus(requestId: Hex, options?: { signal?: AbortSignal }): Promise<StatusResponse>
}

const defaults = {
  timeoutMs: 30 * 60_000,
}

/**
 * Polls the v3 status until `success` or `refund`, or until the refund window after a
 * `failure` has passed, and returns that last status. The pace is `nextPollDelay`'s: fast at
 * first, backing off while nothing changes; a change resets it, since the next change tends to
 * follow soon.
 *
 * It follows a request that may hold the user's funds, so no read error ends it: a 404 (not yet
 * indexed), a 5xx or a malformed body is reported to `onError` and read again on the schedule,
 * until `timeoutMs`. A body naming another request is ignored the same way. Only an abort stops
 * it early.
 */
export async function pollStatus(
  client: StatusReader,
  requestId: Hex,
  options: PollStatusOptions = {},
): Promise<StatusResponse> {
  const config = { ...defaults, ...definedOnly(options) }
  const { signal, onUpdate, onError, stopWhen } = options
  const startedAt = Date.now()
  let state: PollState | undefined

  for (;;) {
    throwIfAborted(signal)
    let status: StatusResponse | undefined
    try {
      status = statusOfRequest(await client.getStatus(requestId, { signal }), requestId)
      const next = advancePoll(state, status, Date.now())
      if (next !== state) {
        state = next
        onUpdate?.(status)
      }
      if (stopWhen?.(status)) return status
    } catch (error) {
      if (error instanceof AbortedError || signal?.aborted) throw error
      status = undefined
      onError?.(toFerryError(error))
    }
    const delay = nextPollDelay(state, Date.now(), config)
    // No delay means polling is over, which needs a status read: `state` is set.
    if (delay === undefined) return status ?? (state as PollState).status
    if (Date.now() - startedAt >= config.timeoutMs) throw new StatusTimeoutError({ requestId, lastStatus: state?.status })
    await sleep(delay, signal)
  }
}

/**
 * `status` when it is `requestId`'s: a body that names another request is not this request's
 * status, and is refused with `MalformedResponseError` (to be read again, never believed).
 */
export function statusOfRequest(status: StatusResponse, requestId: Hex): StatusResponse {
  const named = status.requestId
  if (named === undefined || (typeof named === 'string' && named.toLowerCase() === requestId.toLowerCase())) return status
  throw new MalformedResponseError({ resource: 'status response', path: 'requestId', message: `names ${String(named)}, not the polled ${requestId}` })
}

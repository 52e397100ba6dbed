import type { Hex } from 'viem'
import { toFerryError, type FerryError } from '../errors/base'
import { AbortedError, HttpError } from '../errors/http'
import { StatusTimeoutError } from '../errors/outcome'
import { MalformedResponseError } from '../errors/response'
import type { StatusResponse } from '../types/status'
import { sleep, throwIfAborted } from '../utils/abort'
import { guardCallback, type OnCallbackError } from '../utils/callbacks'
import { definedOnly } from '../utils/definedOnly'
import { describeValue } from '../utils/describeValue'
import { advancePoll, failedReadDelay, nextPollDelay, type PollScheduleOptions, type PollState } from './pollSchedule'

export interface PollStatusOptions extends PollScheduleOptions {
  signal?: AbortSignal | undefined
  /** Called once per change of status word or tx hashes; never twice for the same state. */
  onUpdate?: ((status: StatusResponse) => void) | undefined
  /** Give up (with `StatusTimeoutError`) after this long without an end state. Default 30 min. */
  timeoutMs?: number | undefined
  /** Called for each failed read; polling goes on, as the request may well be in flight. */
  onError?: ((error: FerryError) => void) | undefined
  /**
   * Told when `onUpdate` or `onError` throws (or its promise rejects): polling goes on as if it had
   * not, the read counted as a read. Default `console.error`.
   */
  onCallbackError?: OnCallbackError | undefined
  /** Stop early, returning the status, once this holds (e.g. "no longer `waiting`"). */
  stopWhen?: ((status: StatusResponse) => boolean) | undefined
}

export interface StatusReader {
  getStatus(requestId: Hex, options?: { signal?: AbortSignal | undefined }): Promise<StatusResponse>
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
 * indexed), a 5xx, a network error or a malformed body is reported to `onError` and read again,
 * until `timeoutMs`, however long the outage. While reads fail they slow down (`failedReadDelay`:
 * growing up to `maxErrorIntervalMs`, at least any `Retry-After`), and the first read that works
 * brings back the schedule. A body naming another request is ignored the same way. Running out
 * of time, even with no read ever answered, ends in `StatusTimeoutError` with the request id;
 * only an abort stops it early.
 */
export async function pollStatus(
  client: StatusReader,
  requestId: Hex,
  options: PollStatusOptions = {},
): Promise<StatusResponse> {
  const config = { ...defaults, ...definedOnly(options) }
  const { signal, stopWhen, onCallbackError } = options
  // A host's handler that throws is not a failed read: it must not slow polling or end it.
  const onUpdate = guardCallback(options.onUpdate, { callback: 'onUpdate', onCallbackError })
  const onError = guardCallback(options.onError, { callback: 'onError', onCallbackError })
  const deadline = Date.now() + config.timeoutMs
  let state: PollState | undefined
  let failedReads = 0
  let retryAfterMs: number | undefined

  for (;;) {
    throwIfAborted(signal)
    let status: StatusResponse | undefined
    try {
      status = statusOfRequest(await client.getStatus(requestId, { signal }), requestId)
      failedReads = 0
      const next = advancePoll(state, status, Date.now())
      if (next !== state) {
        state = next
        onUpdate(status)
      }
      if (stopWhen?.(status)) return status
    } catch (error) {
      if (error instanceof AbortedError || signal?.aborted) throw error
      status = undefined
      failedReads += 1
      retryAfterMs = error instanceof HttpError ? error.retryAfterMs : undefined
      // Not one of ours (a bug in a custom reader, say): an UnknownError around it.
      onError(toFerryError(error))
    }
    const scheduled = nextPollDelay(state, Date.now(), config)
    // No delay means polling is over, which only a read can say: an end state, or the refund
    // window passed. Until one read has answered there is no state, and polling goes on.
    if (scheduled === undefined && state) return status ?? state.status
    // (`scheduled` is never undefined here: without a state the schedule always has a next read.)
    const delay = Math.max(scheduled ?? 0, failedReads > 0 ? failedReadDelay(failedReads, { ...config, retryAfterMs }) : 0)
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new StatusTimeoutError({ requestId, lastStatus: state?.status })
    // Never past the deadline: one last read there, then the timeout.
    await sleep(Math.min(delay, remaining), signal)
  }
}

/**
 * `status` when it is `requestId`'s: a body that names another request is not this request's
 * status, and is refused with `MalformedResponseError` (to be read again, never believed).
 */
export function statusOfRequest(status: StatusResponse, requestId: Hex): StatusResponse {
  const named = status.requestId
  if (named === undefined || (typeof named === 'string' && named.toLowerCase() === requestId.toLowerCase())) return status
  throw new MalformedResponseError({ resource: 'status response', path: 'requestId', message: `names ${describeValue(named)}, not the polled ${requestId}` })
}

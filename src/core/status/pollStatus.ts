import type { Hex } from 'viem'
import { StatusTimeoutError } from '../errors/execution'
import { isTransientError } from '../client/retry'
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
  /** Transient read errors in a row that are ridden out before giving up. Default 5. */
  maxConsecutiveErrors?: number
  /** Stop early, returning the status, once this holds (e.g. "no longer `waiting`"). */
  stopWhen?: (status: StatusResponse) => boolean
}

export interface StatusReader {
  getStatus(requestId: Hex, options?: { signal?: AbortSignal }): Promise<StatusResponse>
}

const defaults = {
  timeoutMs: 30 * 60_000,
  maxConsecutiveErrors: 5,
}

/**
 * Polls the v3 status until `success` or `refund`, or until the refund window after a
 * `failure` has passed, and returns that last status. The pace is `nextPollDelay`'s: fast at
 * first, backing off while nothing changes; a change resets it, since the next change tends to
 * follow soon.
 */
export async function pollStatus(
  client: StatusReader,
  requestId: Hex,
  options: PollStatusOptions = {},
): Promise<StatusResponse> {
  const config = { ...defaults, ...definedOnly(options) }
  const { signal, onUpdate, stopWhen } = options
  const startedAt = Date.now()
  let state: PollState | undefined
  let consecutiveErrors = 0

  for (;;) {
    throwIfAborted(signal)
    let status: StatusResponse | undefined
    try {
      status = await client.getStatus(requestId, { signal })
      consecutiveErrors = 0
      const next = advancePoll(state, status, Date.now())
      if (next !== state) {
        state = next
        onUpdate?.(status)
      }
      if (stopWhen?.(status)) return status
    } catch (error) {
      if (!isTransientError(error)) throw error
      consecutiveErrors += 1
      if (consecutiveErrors > config.maxConsecutiveErrors) {
        throw new StatusTimeoutError({ requestId, lastStatus: state?.status, cause: error })
      }
    }
    const delay = nextPollDelay(state, Date.now(), config)
    // No delay means polling is over, which needs a status read: `state` is set.
    if (delay === undefined) return status ?? (state as PollState).status
    if (Date.now() - startedAt >= config.timeoutMs) throw new StatusTimeoutError({ requestId, lastStatus: state?.status })
    await sleep(delay, signal)
  }
}

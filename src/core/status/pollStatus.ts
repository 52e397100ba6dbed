import type { Hex } from 'viem'
import { StatusTimeoutError } from '../errors/execution'
import { isTransientError } from '../client/retry'
import type { StatusResponse } from '../types/status'
import { sleep, throwIfAborted } from '../utils/abort'
import { definedOnly } from '../utils/definedOnly'
import { isFinalStatus } from './statusWords'

export interface PollStatusOptions {
  signal?: AbortSignal
  /** Called once per change of status word or tx hashes; never twice for the same state. */
  onUpdate?: (status: StatusResponse) => void
  /** First delay between reads. Default 1 000 ms. */
  initialIntervalMs?: number
  /** Delays grow by this factor after each read that saw no change. Default 1.5. */
  backoffFactor?: number
  /** Upper bound of the delay between reads. Default 10 000 ms. */
  maxIntervalMs?: number
  /** Give up (with `StatusTimeoutError`) after this long without an end state. Default 30 min. */
  timeoutMs?: number
  /** After `failure`, keep polling this long for the `refund` that follows. Default 10 min. */
  refundWaitMs?: number
  /** Transient read errors in a row that are ridden out before giving up. Default 5. */
  maxConsecutiveErrors?: number
  /** Stop early, returning the status, once this holds (e.g. "no longer `waiting`"). */
  stopWhen?: (status: StatusResponse) => boolean
}

export interface StatusReader {
  getStatus(requestId: Hex, options?: { signal?: AbortSignal }): Promise<StatusResponse>
}

const defaults = {
  initialIntervalMs: 1_000,
  backoffFactor: 1.5,
  maxIntervalMs: 10_000,
  timeoutMs: 30 * 60_000,
  refundWaitMs: 10 * 60_000,
  maxConsecutiveErrors: 5,
}

/**
 * Polls the v3 status until `success` or `refund`, or until the refund window after a
 * `failure` has passed, and returns that last status. Polls fast at first and backs off
 * while nothing changes; a change resets the pace, since the next change tends to follow soon.
 */
export async function pollStatus(
  client: StatusReader,
  requestId: Hex,
  options: PollStatusOptions = {},
): Promise<StatusResponse> {
  const config = { ...defaults, ...definedOnly(options) }
  const { signal, onUpdate, stopWhen } = options
  const startedAt = Date.now()
  let failedAt: number | undefined
  let last: StatusResponse | undefined
  let lastKey: string | undefined
  let delay = config.initialIntervalMs
  let consecutiveErrors = 0

  for (;;) {
    throwIfAborted(signal)
    try {
      const status = await client.getStatus(requestId, { signal })
      consecutiveErrors = 0
      const key = stateKey(status)
      if (key !== lastKey) {
        lastKey = key
        last = status
        delay = config.initialIntervalMs
        onUpdate?.(status)
      } else {
        delay = Math.min(delay * config.backoffFactor, config.maxIntervalMs)
      }
      if (isFinalStatus(status.status) || stopWhen?.(status)) return status
      if (status.status === 'failure') failedAt ??= Date.now()
      else failedAt = undefined
      if (failedAt !== undefined && Date.now() - failedAt >= config.refundWaitMs) return status
    } catch (error) {
      if (!isTransientError(error)) throw error
      consecutiveErrors += 1
      if (consecutiveErrors > config.maxConsecutiveErrors) {
        throw new StatusTimeoutError({ requestId, lastStatus: last, cause: error })
      }
      delay = Math.min(delay * config.backoffFactor, config.maxIntervalMs)
    }
    if (Date.now() - startedAt >= config.timeoutMs) throw new StatusTimeoutError({ requestId, lastStatus: last })
    await sleep(delay, signal)
  }
}

function stateKey(status: StatusResponse): string {
  return JSON.stringify([status.status, status.inTxHashes, status.txHashes])
}

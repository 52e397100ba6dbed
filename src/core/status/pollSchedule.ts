import type { StatusResponse } from '../types/status'
import { definedOnly } from '../utils/definedOnly'
import { isFinalStatus } from './statusWords'

/** The pace of status polling; shared by `pollStatus` and any other poller (e.g. a React query). */
export interface PollScheduleOptions {
  /** First delay between reads, and the delay after each change. Default 1 000 ms. */
  initialIntervalMs?: number | undefined
  /** While nothing changes, delays grow by this factor per read. Default 1.5. */
  backoffFactor?: number | undefined
  /** Upper bound of the delay between reads. Default 10 000 ms. */
  maxIntervalMs?: number | undefined
  /** After `failure`, keep polling this long for the `refund` that follows. Default 10 min. */
  refundWaitMs?: number | undefined
  /**
   * Upper bound of the delay after a failed read (a 5xx, a network error): through an outage the
   * reads go on, ever slower, up to this. Default 30 000 ms.
   */
  maxErrorIntervalMs?: number | undefined
}

/** What a poller remembers between reads. A new object only when the status changed. */
export interface PollState {
  /** The status as first read in its current state (word and tx hashes). */
  status: StatusResponse
  /** When the current state was first read (ms since the epoch). */
  changedAt: number
  /** When `failure` was first read, while the status stays `failure`. */
  failedAt: number | undefined
}

const scheduleDefaults = {
  initialIntervalMs: 1_000,
  backoffFactor: 1.5,
  maxIntervalMs: 10_000,
  refundWaitMs: 10 * 60_000,
  maxErrorIntervalMs: 30_000,
} satisfies Required<PollScheduleOptions>

/**
 * Folds a fresh read into the poll state. Returns `previous` itself when neither the status word
 * nor a tx hash changed, so callers can tell "changed" by identity and report changes only.
 */
export function advancePoll(previous: PollState | undefined, status: StatusResponse, now: number): PollState {
  if (previous && stateKey(previous.status) === stateKey(status)) return previous
  const failedAt = status.status === 'failure' ? (previous?.failedAt ?? now) : undefined
  return { status, changedAt: now, failedAt }
}

/**
 * Milliseconds until the next read, or `undefined` once polling is over: at `success` or
 * `refund`, or at `failure` once the refund window has passed. Fast after a change, slower
 * while nothing changes: `initial + (factor - 1) * elapsed`, capped, which is the delays
 * `initial * factor^n` of reads made on schedule, counted by time so that it needs no read count.
 */
export function nextPollDelay(state: PollState | undefined, now: number, options: PollScheduleOptions = {}): number | undefined {
  const config = { ...scheduleDefaults, ...definedOnly(options) }
  if (!state) return config.initialIntervalMs
  if (isFinalStatus(state.status.status)) return undefined
  if (state.failedAt !== undefined && now - state.failedAt >= config.refundWaitMs) return undefined
  const elapsed = Math.max(0, now - state.changedAt)
  return Math.min(config.initialIntervalMs + (config.backoffFactor - 1) * elapsed, config.maxIntervalMs)
}

/**
 * The least delay before the next read after `failedReads` failed reads in a row (1 after the
 * first): `initial * factor^failedReads`, capped by `maxErrorIntervalMs`. A service that fails
 * again and again is down or overloaded: asking it ever more often helps neither it nor the user.
 * `retryAfterMs`, the pause the service asked for, is waited out up to the same cap. A poller
 * waits the longer of this and `nextPollDelay`, and only `nextPollDelay` once a read works again.
 */
export function failedReadDelay(failedReads: number, options: PollScheduleOptions & { retryAfterMs?: number | undefined } = {}): number {
  const config = { ...scheduleDefaults, ...definedOnly(options) }
  const backoff = config.initialIntervalMs * config.backoffFactor ** Math.max(0, failedReads)
  return Math.min(Math.max(backoff, options.retryAfterMs ?? 0), config.maxErrorIntervalMs)
}

function stateKey(status: StatusResponse): string {
  return JSON.stringify([status.status, status.inTxHashes, status.txHashes])
}

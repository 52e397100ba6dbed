import { HttpError, NetworkError, TimeoutError } from '../errors/http'
import { sleep as abortableSleep } from '../utils/abort'

export interface RetryPolicy {
  /** Retries after the first try; 0 disables retrying. */
  attempts: number
  /** First backoff; each further retry doubles it. */
  baseDelayMs: number
  /** Cap of a backoff, and the longest `Retry-After` that is waited out. */
  maxDelayMs: number
}

export interface RetryOptions {
  policy: RetryPolicy
  signal?: AbortSignal | undefined
  /** Injectable for tests; must reject when `signal` fires. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Injectable for tests; returns a number in [0, 1). */
  random?: () => number
}

/** Failures where the same request may well succeed a moment later. Caller aborts never are. */
export function isTransientError(error: unknown): boolean {
  if (error instanceof HttpError) return error.isTransient
  return error instanceof NetworkError || error instanceof TimeoutError
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so clients that
 * failed together do not retry together, yet every wait still grows.
 */
export function backoffDelay(retryIndex: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex)
  return step / 2 + (step / 2) * random()
}

/**
 * Runs `run`, retrying transient failures up to `policy.attempts` times. A `Retry-After` longer
 * than `maxDelayMs` ends the retries at once: the error (carrying `retryAfterMs`) goes to the
 * caller, who can schedule the next try, instead of hammering a server that asked for a pause.
 * Only for requests that are safe to repeat.
 */
export async function withRetry<T>(run: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { policy, signal, sleep = abortableSleep, random = Math.random } = options
  for (let retryIndex = 0; ; retryIndex += 1) {
    try {
      return await run()
    } catch (error) {
      if (retryIndex >= policy.attempts || !isTransientError(error)) throw error
      const retryAfterMs = error instanceof HttpError ? error.retryAfterMs : undefined
      if (retryAfterMs !== undefined && retryAfterMs > policy.maxDelayMs) throw error
      await sleep(retryAfterMs ?? backoffDelay(retryIndex, policy, random), signal)
    }
  }
}

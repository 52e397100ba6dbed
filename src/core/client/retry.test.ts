import { describe, expect, it, vi } from 'vitest'
import { AbortedError, HttpError, NetworkError, TimeoutError } from '../errors/http'
import { backoffDelay, isTransientError, withRetry, type RetryPolicy } from './retry'

const policy: RetryPolicy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1_000 }

function httpError(status: number, retryAfterMs?: number): HttpError {
  return new HttpError({ url: 'https://x/y', status, serviceMessage: 'm', errorCode: undefined, body: undefined, retryAfterMs })
}

/** Fails with each error in turn, then resolves `'done'`. */
function failing(...errors: unknown[]) {
  return vi.fn(async () => {
    if (errors.length) throw errors.shift()
    return 'done'
  })
}

describe('isTransientError', () => {
  it('retries network trouble, 5xx and 429 only', () => {
    expect(isTransientError(new NetworkError({ url: 'u', cause: new TypeError('fetch failed') }))).toBe(true)
    expect(isTransientError(new TimeoutError({ url: 'u', timeoutMs: 1 }))).toBe(true)
    expect(isTransientError(httpError(503))).toBe(true)
    expect(isTransientError(httpError(429))).toBe(true)
    expect(isTransientError(httpError(400))).toBe(false)
    expect(isTransientError(new AbortedError())).toBe(false)
    expect(isTransientError(new Error('x'))).toBe(false)
  })
})

describe('backoffDelay', () => {
  it('doubles per retry with half of each step jittered, up to the cap', () => {
    expect([0, 1, 2].map((retry) => backoffDelay(retry, policy, () => 0))).toEqual([50, 100, 200])
    expect([0, 1, 2].map((retry) => backoffDelay(retry, policy, () => 0.999999))).toEqual(
      [100, 200, 400].map((step) => expect.closeTo(step, 3)),
    )
    expect(backoffDelay(10, policy, () => 0)).toBe(500)
  })
})

describe('withRetry', () => {
  it('retries transient failures with growing waits, then succeeds', async () => {
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {})
    const run = failing(httpError(502), new NetworkError({ url: 'u', cause: null }))
    await expect(withRetry(run, { policy, sleep, random: () => 0 })).resolves.toBe('done')
    expect(run).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([50, 100])
  })

  it('gives up after the configured retries with the last error', async () => {
    const last = httpError(500)
    const run = failing(httpError(500), httpError(500), httpError(500), last)
    await expect(withRetry(run, { policy, sleep: async () => {} })).rejects.toBe(last)
    expect(run).toHaveBeenCalledTimes(4)
  })

  it('does not retry other failures', async () => {
    const run = failing(httpError(404))
    await expect(withRetry(run, { policy, sleep: async () => {} })).rejects.toMatchObject({ status: 404 })
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits what Retry-After asks, within the cap', async () => {
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {})
    await withRetry(failing(httpError(429, 800)), { policy, sleep })
    expect(sleep).toHaveBeenCalledWith(800, undefined)
  })

  it('hands a Retry-After beyond the cap to the caller instead of waiting', async () => {
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {})
    const run = failing(httpError(429, 60_000))
    await expect(withRetry(run, { policy, sleep })).rejects.toMatchObject({ status: 429, retryAfterMs: 60_000 })
    expect(sleep).not.toHaveBeenCalled()
  })

  it('stops when the signal fires during a wait', async () => {
    vi.useFakeTimers()
    try {
      const controller = new AbortController()
      const run = failing(httpError(503), httpError(503))
      const result = withRetry(run, { policy, signal: controller.signal })
      const settled = expect(result).rejects.toBeInstanceOf(AbortedError)
      await vi.advanceTimersByTimeAsync(0)
      controller.abort()
      await settled
      expect(run).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

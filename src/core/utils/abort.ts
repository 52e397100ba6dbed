import { AbortedError } from '../errors/http'

/**
 * Settles as `promise` does, or rejects with `reason()` (by default `AbortedError`) as soon as
 * `signal` fires, at once when it already has. The listener is removed either way; the work
 * behind `promise` is not stopped, only no longer waited for.
 */
export function raceSignal<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  reason: () => unknown = () => new AbortedError({ cause: signal?.reason }),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason())
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort))
  })
}

/** Settles as `promise` does, or rejects with `onTimeout()` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => unknown): Promise<T> {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), ms)
  return raceSignal(promise, timeout.signal, onTimeout).finally(() => clearTimeout(timer))
}

/** Resolves after `ms`, or rejects with `AbortedError` as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return raceSignal(elapsed, signal).finally(() => clearTimeout(timer))
}

/** Throws `AbortedError` when `signal` has fired; a cheap check between steps. */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
}

import { AbortedError } from '../errors/http'

/** Resolves after `ms`, or rejects with `AbortedError` as soon as `signal` fires. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError({ cause: signal.reason }))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AbortedError({ cause: signal?.reason }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Throws `AbortedError` when `signal` has fired; a cheap check between steps. */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
}

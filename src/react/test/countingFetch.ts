/** One request seen by a counting fetch. */
export interface FetchCall {
  method: string
  /** Path and query, e.g. `/intents/status/v3?requestId=0x…`. */
  path: string
  /** The signal the request was sent with: `signal.aborted` tells whether it was cancelled. */
  signal: AbortSignal | undefined
}

export interface CountingFetch {
  fetch: typeof fetch
  calls: FetchCall[]
  /** Calls whose method matches and whose path starts with `path`. */
  count(method: string, path: string): number
  /** Forgets the calls seen so far. */
  reset(): void
}

/**
 * A `fetch` for the Ferry client that records every request and forwards it to the real one
 * (or to `forward`, a server stand-in). `delayMs(call)` holds a request back before it is sent
 * (an abort during the wait rejects it, as a slow network would), to make "in flight" last long
 * enough to observe.
 */
export function countingFetch({ delayMs, forward }: { delayMs?: ((call: FetchCall) => number) | undefined; forward?: typeof fetch | undefined } = {}): CountingFetch {
  const calls: FetchCall[] = []
  const counting: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const call: FetchCall = { method: init?.method ?? 'GET', path: url.pathname + url.search, signal: init?.signal ?? undefined }
    calls.push(call)
    const wait = delayMs?.(call) ?? 0
    if (wait > 0) await abortableWait(wait, call.signal)
    return (forward ?? globalThis.fetch)(input, init)
  }
  return {
    fetch: counting,
    calls,
    count: (method, path) => calls.filter((call) => call.method === method && call.path.startsWith(path)).length,
    reset: () => void calls.splice(0),
  }
}

function abortableWait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

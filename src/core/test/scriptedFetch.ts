/**
 * A fake `fetch` for tests: answers from a script, one entry per call, and records each call.
 * Entries are real `Response`s, errors to reject with, functions of the call, or `'hang'`
 * (never answers; rejects like the real fetch when the request's signal fires).
 */

export interface RecordedCall {
  url: string
  method: string
  headers: Headers
  /** Parsed JSON body, or `undefined` when none was sent. */
  body: unknown
  signal: AbortSignal | undefined
}

export type Reply = Response | Error | 'hang' | ((call: RecordedCall) => Response | Promise<Response>)

export interface ScriptedFetch {
  fetch: typeof fetch
  calls: RecordedCall[]
}

export function scriptedFetch(...script: Reply[]): ScriptedFetch {
  const calls: RecordedCall[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init?.signal ?? undefined,
    }
    calls.push(call)
    const reply = script.shift()
    if (reply === undefined) throw new Error(`scriptedFetch: no reply scripted for call ${calls.length} (${call.url})`)
    if (reply instanceof Error) throw reply
    if (reply === 'hang') return hang(call.signal)
    return typeof reply === 'function' ? reply(call) : reply
  }
  return { fetch, calls }
}

export interface ReplyInit {
  status?: number
  statusText?: string
  headers?: Record<string, string>
}

export function jsonResponse(body: unknown, init: ReplyInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

function hang(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

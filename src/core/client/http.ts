import { AbortedError, HttpError, NetworkError, TimeoutError } from '../errors/http'
import { MalformedResponseError } from '../errors/response'
import { raceSignal } from '../utils/abort'

export interface Transport {
  fetch: typeof fetch
  timeoutMs: number
}

export interface JsonRequest {
  url: string
  method: 'GET' | 'POST'
  /** Sent as JSON when defined. */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** Names the resource in a `MalformedResponseError`. */
  resource: string
}

export interface JsonResponse {
  url: string
  status: number
  statusText: string
  headers: Headers
  /** Parsed JSON; `undefined` for an empty body; the raw text when it is not JSON. */
  body: unknown
  isJson: boolean
}

/**
 * Sends one request and reads its whole body, whatever the status. Rejects only when no complete
 * answer arrived: `AbortedError` when the caller's signal fired, `TimeoutError` when `timeoutMs`
 * passed, `NetworkError` otherwise.
 */
export async function sendJson(transport: Transport, request: JsonRequest): Promise<JsonResponse> {
  const { url, signal: callerSignal } = request
  if (callerSignal?.aborted) throw new AbortedError({ cause: callerSignal.reason })
  // One controller fed by the caller's signal and our own timer (not AbortSignal.any/timeout): both
  // links are undone when the request settles, so a long-lived caller signal collects no listeners,
  // and the timer is fakeable in tests.
  const controller = new AbortController()
  const signal = controller.signal
  const onCallerAbort = () => controller.abort(callerSignal?.reason)
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, transport.timeoutMs)
  try {
    // Raced against the signal as well, so a custom `fetch` that ignores it cannot hang us.
    const response = await raceSignal(
      transport.fetch(url, { method: request.method, headers: buildHeaders(request), body: encodeBody(request) ?? null, signal }),
      signal,
    )
    const text = await raceSignal(response.text(), signal)
    const decoded = decode(text)
    return {
      url,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      ...decoded,
    }
  } catch (error) {
    if (callerSignal?.aborted) throw new AbortedError({ cause: callerSignal.reason })
    if (timedOut) throw new TimeoutError({ url, timeoutMs: transport.timeoutMs })
    throw new NetworkError({ url, cause: error })
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * Sends one request and returns its JSON body (`undefined` when empty).
 * @throws {HttpError} on a non-2xx status, with the service's `message`/`errorCode` when given.
 * @throws {MalformedResponseError} when a 2xx body is not JSON.
 */
export async function requestJson(transport: Transport, request: JsonRequest): Promise<unknown> {
  const response = await sendJson(transport, request)
  if (response.status < 200 || response.status > 299) throw toHttpError(response)
  if (!response.isJson) {
    throw new MalformedResponseError({ resource: request.resource, path: '', message: 'is not JSON' })
  }
  return response.body
}

export function toHttpError(response: JsonResponse): HttpError {
  const body = response.body
  const fields = typeof body === 'object' && body !== null ? (body as { message?: unknown; errorCode?: unknown }) : {}
  return new HttpError({
    url: response.url,
    status: response.status,
    serviceMessage:
      typeof fields.message === 'string' && fields.message !== '' ? fields.message : response.statusText || 'no message',
    errorCode: typeof fields.errorCode === 'string' ? fields.errorCode : undefined,
    body,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  })
}

/** Only the delay-seconds form; an HTTP-date falls back to the client's own backoff. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined
  return Number(value) * 1000
}

function buildHeaders(request: JsonRequest): Headers {
  // `Headers` merges case-insensitively, so a caller's `Content-Type` replaces ours instead of doubling it.
  const headers = new Headers({ accept: 'application/json' })
  if (request.body !== undefined) headers.set('content-type', 'application/json')
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value)
  return headers
}

function encodeBody(request: JsonRequest): string | undefined {
  return request.body === undefined ? undefined : JSON.stringify(request.body)
}

function decode(text: string): Pick<JsonResponse, 'body' | 'isJson'> {
  if (text.trim() === '') return { body: undefined, isJson: true }
  try {
    return { body: JSON.parse(text) as unknown, isJson: true }
  } catch {
    return { body: text, isJson: false }
  }
}

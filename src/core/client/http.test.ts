import { afterEach, describe, expect, it, vi } from 'vitest'
import { AbortedError, HttpError, NetworkError, TimeoutError } from '../errors/http'
import { MalformedResponseError } from '../errors/response'
import { jsonResponse, scriptedFetch, type Reply } from '../test/scriptedFetch'
import { parseRetryAfter, requestJson, sendJson, type JsonRequest } from './http'

const URL_ = 'https://api.example.test/quote'

function setup(...script: Reply[]) {
  const fake = scriptedFetch(...script)
  return { ...fake, transport: { fetch: fake.fetch, timeoutMs: 1_000 } }
}

function request(extra: Partial<JsonRequest> = {}): JsonRequest {
  return { url: URL_, method: 'POST', body: { a: 1 }, resource: 'quote response', ...extra }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('requestJson', () => {
  it('sends JSON with merged headers and returns the JSON body', async () => {
    const { transport, calls } = setup(jsonResponse({ ok: true }))
    const body = await requestJson(transport, request({ headers: { 'X-Api-Key': 'k', 'Content-Type': 'application/json; charset=utf-8' } }))
    expect(body).toEqual({ ok: true })
    const [call] = calls
    expect(call).toMatchObject({ url: URL_, method: 'POST', body: { a: 1 } })
    expect(call!.headers.get('x-api-key')).toBe('k')
    expect(call!.headers.get('accept')).toBe('application/json')
    // The caller's Content-Type replaces ours rather than being appended to it.
    expect(call!.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('sends no body and no content type on GET', async () => {
    const { transport, calls } = setup(jsonResponse({}))
    await requestJson(transport, request({ method: 'GET', body: undefined }))
    expect(calls[0]!.body).toBeUndefined()
    expect(calls[0]!.headers.has('content-type')).toBe(false)
  })

  it('maps an error body to HttpError with the service message and code', async () => {
    const { transport } = setup(jsonResponse({ message: 'Amount too low', errorCode: 'AMOUNT_TOO_LOW' }, { status: 400 }))
    const error = await requestJson(transport, request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 400, serviceMessage: 'Amount too low', errorCode: 'AMOUNT_TOO_LOW', url: URL_ })
    expect((error as HttpError).body).toEqual({ message: 'Amount too low', errorCode: 'AMOUNT_TOO_LOW' })
  })

  it('a 1 MB message body gives an error whose message is under 1.2 kB, the body kept whole', async () => {
    const huge = 'x'.repeat(1024 * 1024)
    const { transport } = setup(jsonResponse({ message: huge, errorCode: huge }, { status: 500 }))
    const error = (await requestJson(transport, request()).catch((e: unknown) => e)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.message.length).toBeLessThan(1200)
    expect(error.serviceMessage).toBe(`${'x'.repeat(1000)}…`)
    expect(error.errorCode).toBe(`${'x'.repeat(100)}…`)
    expect(error.body).toEqual({ message: huge, errorCode: huge })
  })

  it('falls back to the status text for a body without a message', async () => {
    const { transport } = setup(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }))
    const error = await requestJson(transport, request()).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, serviceMessage: 'Bad Gateway', errorCode: undefined, body: '<html>oops</html>' })
  })

  it('carries Retry-After seconds on the error', async () => {
    const { transport } = setup(jsonResponse({}, { status: 429, headers: { 'retry-after': '2' } }))
    await expect(requestJson(transport, request())).rejects.toMatchObject({ status: 429, retryAfterMs: 2_000 })
  })

  it('refuses a 2xx body that is not JSON', async () => {
    const { transport } = setup(new Response('not json', { status: 200 }))
    const error = await requestJson(transport, request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error).toMatchObject({ resource: 'quote response', path: '' })
  })

  it('returns undefined for an empty 2xx body', async () => {
    const { transport } = setup(new Response(null, { status: 204 }))
    await expect(requestJson(transport, request())).resolves.toBeUndefined()
  })

  it('maps a fetch rejection to NetworkError, keeping the cause', async () => {
    const cause = new TypeError('fetch failed')
    const { transport } = setup(cause)
    const error = await requestJson(transport, request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).cause).toBe(cause)
  })
})

describe('sendJson: timeout and abort', () => {
  it('times out a hanging request with TimeoutError', async () => {
    vi.useFakeTimers()
    const { transport } = setup('hang')
    const settled = expect(sendJson(transport, request())).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(1_000)
    await settled
  })

  it('times out even a fetch that ignores its signal', async () => {
    vi.useFakeTimers()
    const { transport } = setup(() => new Promise<Response>(() => {}))
    const settled = expect(sendJson(transport, request())).rejects.toMatchObject({ code: 'TIMEOUT', timeoutMs: 1_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    await settled
  })

  it('reports the caller aborting mid-request as AbortedError, not a timeout', async () => {
    const controller = new AbortController()
    const { transport, calls } = setup('hang')
    const pending = sendJson(transport, request({ signal: controller.signal }))
    await Promise.resolve()
    expect(calls).toHaveLength(1)
    controller.abort(new Error('user left'))
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AbortedError)
    expect((error as AbortedError).cause).toEqual(new Error('user left'))
  })

  it('does not call fetch when the signal has already fired', async () => {
    const { transport, calls } = setup(jsonResponse({}))
    await expect(sendJson(transport, request({ signal: AbortSignal.abort() }))).rejects.toBeInstanceOf(AbortedError)
    expect(calls).toHaveLength(0)
  })

  it('returns non-2xx answers without throwing', async () => {
    const { transport } = setup(jsonResponse({ status: 'err', response: 'bad nonce' }, { status: 422 }))
    await expect(sendJson(transport, request())).resolves.toMatchObject({
      status: 422,
      isJson: true,
      body: { status: 'err', response: 'bad nonce' },
    })
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds and ignores other forms', () => {
    expect(parseRetryAfter('3')).toBe(3_000)
    expect(parseRetryAfter('0')).toBe(0)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined()
    expect(parseRetryAfter('-1')).toBeUndefined()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { AbortedError, HttpError, NetworkError, TimeoutError } from '../errors/http'
import { InvalidArgumentError, QuoteRequestError } from '../errors/request'
import { MalformedResponseError } from '../errors/response'
import { bridgeQuote, USER, WITHDRAW_NONCE, WITHDRAW_REQUEST_ID, ZERO_ADDRESS } from '../test/fixtures/quotes'
import { jsonResponse, scriptedFetch, type Reply } from '../test/scriptedFetch'
import type { AuthorizeBody } from '../types/authorize'
import type { QuoteRequestInput } from '../types/request'
import { validateQuoteRequest } from '../validate/validateQuoteRequest'
import { createFerryClient } from './createFerryClient'
import type { FerryClientConfig } from './types'

const BASE = 'https://api.example.test/v1'
const VENUE = 'https://venue.example.test'
const STATUS = { status: 'pending', inTxHashes: ['0xabc'], txHashes: [] }
const SIGNATURE = `0x${'ab'.repeat(65)}` as const
const QUOTE_REQUEST = {
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: ZERO_ADDRESS,
  destinationCurrency: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
} satisfies QuoteRequestInput
const AUTHORIZE_BODY: AuthorizeBody = {
  type: 'nonce-mapping',
  walletChainId: 1337,
  wallet: USER,
  nonce: WITHDRAW_NONCE,
  id: WITHDRAW_REQUEST_ID,
  signatureChainId: 42161,
}

/** A client on a scripted fetch; retries wait 0 ms so tests never depend on time. */
function setup(script: Reply[], config: Partial<FerryClientConfig> = {}) {
  const fake = scriptedFetch(...script)
  const client = createFerryClient({
    baseUrl: `${BASE}/`,
    venueApiUrl: VENUE,
    fetch: fake.fetch,
    retry: { baseDelayMs: 0 },
    ...config,
  })
  return { client, calls: fake.calls }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('getQuote', () => {
  it('validates, posts the normalized request to /quote and parses the answer', async () => {
    const { client, calls } = setup([jsonResponse(bridgeQuote())], { headers: { 'x-api-key': 'secret' } })
    const quote = await client.getQuote(QUOTE_REQUEST)
    expect(quote.steps[0]!.id).toBe('deposit')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ url: `${BASE}/quote`, method: 'POST', body: validateQuoteRequest(QUOTE_REQUEST) })
    expect(calls[0]!.headers.get('x-api-key')).toBe('secret')
    expect(calls[0]!.headers.get('content-type')).toBe('application/json')
  })

  it('throws QuoteRequestError and never calls fetch for an invalid request', async () => {
    const { client, calls } = setup([jsonResponse(bridgeQuote())])
    // @ts-expect-error: the type refuses it; the client checks untyped callers at run time too
    await expect(client.getQuote({ ...QUOTE_REQUEST, user: 'bob' })).rejects.toBeInstanceOf(QuoteRequestError)
    expect(calls).toHaveLength(0)
  })

  it('retries a transient quote failure like a read, within the bound', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'busy' }, { status: 503 }), jsonResponse(bridgeQuote())])
    await expect(client.getQuote(QUOTE_REQUEST)).resolves.toMatchObject({ steps: [{ id: 'deposit' }] })
    expect(calls).toHaveLength(2)

    const down = setup(Array.from({ length: 6 }, () => jsonResponse({ message: 'busy' }, { status: 503 })))
    await expect(down.client.getQuote(QUOTE_REQUEST)).rejects.toMatchObject({ status: 503, serviceMessage: 'busy' })
    expect(down.calls, 'the first try and 3 retries').toHaveLength(4)
  })

  it("does not retry the service's 4xx answer to a quote", async () => {
    const { client, calls } = setup([jsonResponse({ message: 'Amount too low', errorCode: 'AMOUNT_TOO_LOW' }, { status: 400 }), jsonResponse(bridgeQuote())])
    await expect(client.getQuote(QUOTE_REQUEST)).rejects.toMatchObject({ status: 400, errorCode: 'AMOUNT_TOO_LOW' })
    expect(calls).toHaveLength(1)
  })

  it('refuses a malformed quote, naming the field', async () => {
    const body = bridgeQuote()
    Object.assign(body.steps[0]!, { requestId: 'req-1' })
    const { client } = setup([jsonResponse(body)])
    await expect(client.getQuote(QUOTE_REQUEST)).rejects.toMatchObject({
      constructor: MalformedResponseError,
      path: 'steps.0.requestId',
    })
  })

  it('passes the caller signal, and reports its abort as AbortedError', async () => {
    const controller = new AbortController()
    const { client, calls } = setup(['hang'])
    const pending = client.getQuote(QUOTE_REQUEST, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(AbortedError)
  })

  it('times out after timeoutMs', async () => {
    vi.useFakeTimers()
    // One attempt: a timeout is transient, and further attempts would each wait as long.
    const { client } = setup(['hang'], { timeoutMs: 5_000, retry: { attempts: 0 } })
    const settled = expect(client.getQuote(QUOTE_REQUEST)).rejects.toBeInstanceOf(TimeoutError)
    await vi.advanceTimersByTimeAsync(5_000)
    await settled
  })
})

describe('status reads', () => {
  it('reads v3 and v1 status by request id', async () => {
    const { client, calls } = setup([jsonResponse(STATUS), jsonResponse({ ...STATUS, status: 'success' })])
    await expect(client.getStatus(WITHDRAW_REQUEST_ID)).resolves.toEqual(STATUS)
    await expect(client.getStatusV1(WITHDRAW_REQUEST_ID)).resolves.toMatchObject({ status: 'success' })
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', `${BASE}/intents/status/v3?requestId=${WITHDRAW_REQUEST_ID}`],
      ['GET', `${BASE}/intents/status?requestId=${WITHDRAW_REQUEST_ID}`],
    ])
  })

  it('refuses a request id that is not 32-byte hex without a call', async () => {
    const { client, calls } = setup([])
    await expect(client.getStatus('0x1234')).rejects.toBeInstanceOf(InvalidArgumentError)
    await expect(client.getStatusV1('abc&x=1')).rejects.toMatchObject({ argument: 'requestId' })
    expect(calls).toHaveLength(0)
  })

  it('retries a 5xx and returns the next answer', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'down' }, { status: 502 }), jsonResponse(STATUS)])
    await expect(client.getStatus(WITHDRAW_REQUEST_ID)).resolves.toEqual(STATUS)
    expect(calls).toHaveLength(2)
  })

  it('retries network errors and timeouts, up to attempts, then throws the last error', async () => {
    const { client, calls } = setup(
      [new TypeError('fetch failed'), new TypeError('fetch failed'), new TypeError('reset')],
      { retry: { attempts: 2, baseDelayMs: 0 } },
    )
    const error = await client.getStatus(WITHDRAW_REQUEST_ID).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).cause).toEqual(new TypeError('reset'))
    expect(calls).toHaveLength(3)
  })

  it('does not retry a 4xx', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'unknown request' }, { status: 404 }), jsonResponse(STATUS)])
    await expect(client.getStatus(WITHDRAW_REQUEST_ID)).rejects.toBeInstanceOf(HttpError)
    expect(calls).toHaveLength(1)
  })

  it('honours Retry-After before retrying a 429', async () => {
    vi.useFakeTimers()
    const { client, calls } = setup([jsonResponse({}, { status: 429, headers: { 'retry-after': '2' } }), jsonResponse(STATUS)])
    const pending = client.getStatus(WITHDRAW_REQUEST_ID)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual(STATUS)
    expect(calls).toHaveLength(2)
  })

  it('stops retrying when the caller aborts during the backoff', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const { client, calls } = setup([jsonResponse({}, { status: 503 }), jsonResponse(STATUS)], { retry: { baseDelayMs: 1_000 } })
    const settled = expect(client.getStatus(WITHDRAW_REQUEST_ID, { signal: controller.signal })).rejects.toBeInstanceOf(AbortedError)
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    await settled
    expect(calls).toHaveLength(1)
  })

  it('checks an item endpoint on the base URL', async () => {
    const { client, calls } = setup([jsonResponse(STATUS)])
    await client.checkStatus(`/intents/status?requestId=${WITHDRAW_REQUEST_ID}`)
    expect(calls[0]!.url).toBe(`${BASE}/intents/status?requestId=${WITHDRAW_REQUEST_ID}`)
  })

  it.each(['https://evil.example/intents/status', '//evil.example/x', 'intents/status', '/x#frag'])(
    'refuses check endpoint %s without a call',
    async (endpoint) => {
      const { client, calls } = setup([jsonResponse(STATUS)])
      await expect(client.checkStatus(endpoint)).rejects.toMatchObject({ constructor: InvalidArgumentError, argument: 'endpoint' })
      expect(calls).toHaveLength(0)
    },
  )

  it('refuses a status body without status', async () => {
    const { client } = setup([jsonResponse({ txHashes: [] })])
    await expect(client.getStatus(WITHDRAW_REQUEST_ID)).rejects.toMatchObject({ constructor: MalformedResponseError, path: 'status' })
  })
})

describe('authorize', () => {
  it('posts the body with the signature as a query parameter', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'ok' })])
    await expect(client.authorize('/authorize', AUTHORIZE_BODY, SIGNATURE)).resolves.toEqual({ message: 'ok' })
    expect(calls[0]).toMatchObject({ url: `${BASE}/authorize?signature=${SIGNATURE}`, method: 'POST', body: AUTHORIZE_BODY })
  })

  it('appends to an existing query', async () => {
    const { client, calls } = setup([new Response(null, { status: 204 }), new Response(null, { status: 200 })])
    await expect(client.authorize('/authorize?v=2', AUTHORIZE_BODY, SIGNATURE)).resolves.toBeUndefined()
    await client.authorize('/authorize?', AUTHORIZE_BODY, SIGNATURE)
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/authorize?v=2&signature=${SIGNATURE}`,
      `${BASE}/authorize?signature=${SIGNATURE}`,
    ])
  })

  it('never retries', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'oops', errorCode: 'INTERNAL' }, { status: 500 }), jsonResponse({})])
    await expect(client.authorize('/authorize', AUTHORIZE_BODY, SIGNATURE)).rejects.toMatchObject({ status: 500, errorCode: 'INTERNAL' })
    expect(calls).toHaveLength(1)
  })

  it('refuses another origin and a malformed signature without a call', async () => {
    const { client, calls } = setup([])
    await expect(client.authorize('https://evil.example/authorize', AUTHORIZE_BODY, SIGNATURE)).rejects.toBeInstanceOf(InvalidArgumentError)
    await expect(client.authorize('/authorize', AUTHORIZE_BODY, '0xzz')).rejects.toMatchObject({ argument: 'signature' })
    expect(calls).toHaveLength(0)
  })
})

describe('createFerryClient', () => {
  it('keeps a base path prefix and drops trailing slashes', () => {
    expect(createFerryClient({ baseUrl: 'https://api.example.test/v1//' }).baseUrl).toBe('https://api.example.test/v1')
  })

  it.each<[string, Partial<FerryClientConfig>]>([
    ['a relative base URL', { baseUrl: '/api' }],
    ['a non-http base URL', { baseUrl: 'ftp://x' }],
    ['a base URL with a query', { baseUrl: 'https://x?y=1' }],
    ['a zero timeout', { timeoutMs: 0 }],
    ['negative retries', { retry: { attempts: -1 } }],
  ])('refuses %s', (_name, config) => {
    expect(() => createFerryClient({ baseUrl: BASE, ...config })).toThrow(InvalidArgumentError)
  })

  it('uses the global fetch, looked up at call time, when none is given', async () => {
    const fake = scriptedFetch(jsonResponse(STATUS))
    const client = createFerryClient({ baseUrl: BASE })
    vi.stubGlobal('fetch', fake.fetch)
    try {
      await expect(client.getStatus(WITHDRAW_REQUEST_ID)).resolves.toEqual(STATUS)
      expect(fake.calls).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

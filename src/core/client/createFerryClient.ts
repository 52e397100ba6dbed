import { isAddress, isHex, type Address, type Hex } from 'viem'
import { InvalidArgumentError } from '../errors/request'
import { VenueSubmissionError } from '../errors/venue'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { parseStatusResponse } from '../parse/status'
import { parseClearinghouseState, parseSpotMeta, parseVenueExchangeResponse } from '../parse/venue'
import type { AuthorizeBody } from '../types/authorize'
import type { StatusResponse } from '../types/status'
import type { VenueExchangePayload, VenueExchangeResponse } from '../types/venue'
import { validateQuoteRequest } from '../validate/validateQuoteRequest'
import { requestJson, sendJson, type JsonRequest, type JsonResponse, type Transport } from './http'
import { withRetry, type RetryPolicy } from './retry'
import type { FerryClient, FerryClientConfig, FerryVenueClient, RequestOptions } from './types'

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 10_000 }

type Call = Omit<JsonRequest, 'url' | 'signal' | 'headers'> & { path: string; options: RequestOptions | undefined }

/**
 * Creates a client of the service (and, with `venueApiUrl`, of the venue). Holds no state
 * beyond its configuration; create as many as needed.
 */
export function createFerryClient(config: FerryClientConfig): FerryClient {
  const baseUrl = readBaseUrl(config.baseUrl, 'baseUrl')
  const venueApiUrl = config.venueApiUrl === undefined ? undefined : readBaseUrl(config.venueApiUrl, 'venueApiUrl')
  const transport: Transport = {
    // Looked up per call and never called unbound: browsers throw "Illegal invocation" otherwise.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: readPositive(config.timeoutMs ?? DEFAULT_TIMEOUT_MS, 'timeoutMs'),
  }
  const policy: RetryPolicy = {
    attempts: readCount(config.retry?.attempts ?? DEFAULT_RETRY.attempts, 'retry.attempts'),
    baseDelayMs: readCount(config.retry?.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs, 'retry.baseDelayMs'),
    maxDelayMs: readCount(config.retry?.maxDelayMs ?? DEFAULT_RETRY.maxDelayMs, 'retry.maxDelayMs'),
  }
  const serviceHeaders = { ...config.headers }

  const service = ({ path, options, ...rest }: Call) =>
    requestJson(transport, { ...rest, url: baseUrl + path, headers: serviceHeaders, signal: options?.signal })

  const readStatus = async (path: string, options: RequestOptions | undefined): Promise<StatusResponse> => {
    const call = () => service({ path, options, method: 'GET', resource: 'status response' })
    return parseStatusResponse(await withRetry(call, { policy, signal: options?.signal }))
  }

  const venueUrl = (path: string): string => {
    if (venueApiUrl === undefined) {
      throw new InvalidArgumentError({
        argument: 'venueApiUrl',
        message: 'is not configured; set `venueApiUrl` in createFerryClient to use venue methods',
      })
    }
    return venueApiUrl + path
  }

  const venueInfo = async (body: Record<string, unknown>, options: RequestOptions | undefined): Promise<unknown> => {
    const request: JsonRequest = {
      url: venueUrl('/info'),
      method: 'POST',
      body,
      signal: options?.signal,
      resource: `venue ${String(body.type)}`,
    }
    return withRetry(() => requestJson(transport, request), { policy, signal: options?.signal })
  }

  const venue: FerryVenueClient = {
    async spotMeta(options) {
      return parseSpotMeta(await venueInfo({ type: 'spotMeta' }, options))
    },
    async clearinghouseState(user: Address, options) {
      if (!isAddress(user)) throw new InvalidArgumentError({ argument: 'user', message: 'must be a 20-byte address' })
      return parseClearinghouseState(await venueInfo({ type: 'clearinghouseState', user }, options))
    },
    async exchange(payload, options) {
      const url = venueUrl('/exchange')
      const request: JsonRequest = { url, method: 'POST', body: payload, signal: options?.signal, resource: 'venue exchange response' }
      return acceptSubmission(await sendJson(transport, request), payload)
    },
  }

  return {
    baseUrl,
    venueApiUrl,
    async getQuote(request, options) {
      const body = validateQuoteRequest(request)
      return parseQuoteResponse(await service({ path: '/quote', method: 'POST', body, options, resource: 'quote response' }))
    },
    async getStatus(requestId, options) {
      return readStatus(`/intents/status/v3?requestId=${readRequestId(requestId)}`, options)
    },
    async getStatusV1(requestId, options) {
      return readStatus(`/intents/status?requestId=${readRequestId(requestId)}`, options)
    },
    async checkStatus(endpoint, options) {
      return readStatus(readRelativePath(endpoint, 'endpoint'), options)
    },
    async authorize(endpoint: string, body: AuthorizeBody, signature: Hex, options?: RequestOptions) {
      const path = withQueryParameter(readRelativePath(endpoint, 'endpoint'), 'signature', readSignature(signature))
      return service({ path, method: 'POST', body, options, resource: 'authorize response' })
    },
    venue,
  }
}

/** The spec's only success: HTTP 200 and `status: "ok"`. Everything else failed. */
function acceptSubmission(
  response: JsonResponse,
  payload: VenueExchangePayload,
): VenueExchangeResponse {
  const venueStatus = readVenueStatus(response.body)
  if (response.status === 200 && venueStatus === 'ok') return parseVenueExchangeResponse(response.body)
  throw new VenueSubmissionError({
    httpStatus: response.status,
    venueStatus,
    response: response.body,
    nonce: payload.nonce,
  })
}

function readVenueStatus(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const status = (body as { status?: unknown }).status
  return typeof status === 'string' ? status : undefined
}

function readBaseUrl(value: string, argument: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidArgumentError({ argument, message: `must be an absolute URL, got "${value}"` })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidArgumentError({ argument, message: `must be an http(s) URL, got "${value}"` })
  }
  if (url.search || url.hash) throw new InvalidArgumentError({ argument, message: 'must not carry a query or fragment' })
  // Paths are appended as text, so a base path prefix (`/v1`) survives, unlike `new URL(path, base)`.
  return url.href.replace(/\/+$/, '')
}

/**
 * Paths from a response are resolved on our own base URL only: an absolute or protocol-relative
 * URL is refused, so a response can never send a request (or a signature) to another origin.
 */
function readRelativePath(value: string, argument: string): string {
  // A fragment is refused too: a query parameter appended after it would never be sent.
  if (typeof value !== 'string' || !/^\/(?![/\\])[^#\\]*$/.test(value)) {
    throw new InvalidArgumentError({
      argument,
      message: `must be a path on the service's base URL starting with "/", got "${String(value)}"`,
    })
  }
  return value
}

function withQueryParameter(path: string, name: string, value: string): string {
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&'
  return `${path}${separator}${name}=${encodeURIComponent(value)}`
}

function readRequestId(value: string): Hex {
  if (!isHex(value, { strict: true }) || value.length !== 66) {
    throw new InvalidArgumentError({ argument: 'requestId', message: `must be 32 bytes of 0x-prefixed hex, got "${value}"` })
  }
  return value
}

function readSignature(value: string): Hex {
  if (!isHex(value, { strict: true }) || value.length < 4 || value.length % 2 !== 0) {
    throw new InvalidArgumentError({ argument: 'signature', message: 'must be 0x-prefixed hex' })
  }
  return value
}

function readPositive(value: number, argument: string): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new InvalidArgumentError({ argument, message: `must be a positive number, got ${value}` })
  }
  return value
}

function readCount(value: number, argument: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidArgumentError({ argument, message: `must be a non-negative integer, got ${value}` })
  }
  return value
}

import type { Address, Hex } from 'viem'
import { ChainsUnavailableError, HttpError } from '../errors/http'
import { InvalidArgumentError } from '../errors/request'
import { VenueSubmissionError } from '../errors/venue'
import { parseChains } from '../parse/chains'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { parseStatusResponse } from '../parse/status'
import { parseClearinghouseState, parseSpotMeta, parseVenueExchangeResponse } from '../parse/venue'
import { resolveProfiles } from '../protocol/profile'
import type { AuthorizeBody } from '../types/authorize'
import type { PermitBody } from '../types/permit'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequest } from '../types/request'
import type { StatusResponse } from '../types/status'
import type { VenueExchangePayload, VenueExchangeResponse } from '../types/venue'
import { definedOnly } from '../utils/definedOnly'
import { isAddressString, isBytes32, isHexBytes, isRecord, isSafeUint, isServicePath, isString } from '../utils/predicates'
import { validateQuoteRequest } from '../validate/validateQuoteRequest'
import { requestJson, sendJson, type JsonRequest, type JsonResponse, type Transport } from './http'
import { withRetry, type RetryPolicy } from './retry'
import { readCurrencies, readTokenPrice } from './tokenReads'
import type { FerryClient, FerryClientConfig, FerryVenueClient, RequestOptions } from './types'

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 10_000 }

type Call = Omit<JsonRequest, 'url' | 'signal' | 'headers'> & { path: string; options: RequestOptions | undefined }

/**
 * Creates a client of the service (and, with `venueApiUrl`, of the venue). It holds its
 * configuration and, weakly, the request each of its quotes answers; create as many as needed.
 */
export function createFerryClient(config: FerryClientConfig): FerryClient {
  const baseUrl = readBaseUrl(config.baseUrl, 'baseUrl')
  const venueApiUrl = config.venueApiUrl === undefined ? undefined : readBaseUrl(config.venueApiUrl, 'venueApiUrl')
  const profiles = resolveProfiles(config.profile)
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  checkArgument(timeoutMs, Number.isFinite(timeoutMs) && timeoutMs > 0, 'timeoutMs', `must be positive; got ${timeoutMs}`)
  const transport: Transport = {
    // Looked up per call and never called unbound: browsers throw "Illegal invocation" otherwise.
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs,
  }
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...definedOnly(config.retry ?? {}) }
  for (const [name, value] of Object.entries(policy)) {
    checkArgument(value, isSafeUint(value), `retry.${name}`, `must be a non-negative integer; got ${value}`)
  }
  const serviceHeaders = { ...config.headers }
  // The request each quote of this client answers, so `executeQuote` checks the one against the other unasked.
  const quoteRequests = new WeakMap<QuoteResponse, QuoteRequest>()

  const service = ({ path, options, ...rest }: Call) =>
    requestJson(transport, { ...rest, url: baseUrl + path, headers: serviceHeaders, signal: options?.signal })

  const tokenReads = { read: service, policy }

  const readStatus = async (path: string, options: RequestOptions | undefined): Promise<StatusResponse> => {
    const call = () => service({ path, options, method: 'GET', resource: 'status response' })
    return parseStatusResponse(await withRetry(call, { policy, signal: options?.signal }))
  }

  // A signed body (the authorize step's, a permit) goes to its endpoint with the signature as a query parameter, never retried.
  const postSigned =
    <B>(resource: string) =>
    async (endpoint: string, body: B, signature: Hex, options?: RequestOptions): Promise<unknown> =>
      service({ path: withQueryParameter(readRelativePath(endpoint, 'endpoint'), 'signature', readSignature(signature)), method: 'POST', body, options, resource })

  const statusById = (version: string) => async (requestId: string, options?: RequestOptions) =>
    readStatus(`/intents/status${version}?requestId=${readRequestId(requestId)}`, options)

  const venueUrl = (path: string): string => {
    return checkArgument(venueApiUrl, venueApiUrl !== undefined, 'venueApiUrl', 'must be set to use venue methods') + path
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
      checkArgument(user, isAddressString(user), 'user', 'must be a 20-byte address')
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
    profiles,
    async getQuote(request, options) {
      const body = validateQuoteRequest(request)
      // Asking for a quote moves nothing, so it is repeated like a read: one policy, in this one layer.
      const call = () => service({ path: '/quote', method: 'POST', body, options, resource: 'quote response' })
      const quote = parseQuoteResponse(await withRetry(call, { policy, signal: options?.signal }))
      quoteRequests.set(quote, body)
      return quote
    },
    requestOf(quote) {
      return quoteRequests.get(quote)
    },
    async getChains(options) {
      const call = () => service({ path: '/chains', method: 'GET', options, resource: 'chains response' })
      try {
        return parseChains(await withRetry(call, { policy, signal: options?.signal }))
      } catch (error) {
        // A service without the route: a fact about it, not a failure worth retrying.
        if (error instanceof HttpError && [404, 405].includes(error.status)) throw new ChainsUnavailableError({ url: error.url, status: error.status, cause: error })
        throw error
      }
    },
    getCurrencies(request, options) {
      return readCurrencies(tokenReads, request, options)
    },
    getTokenPrice(request, options) {
      return readTokenPrice(tokenReads, request, options)
    },
    getStatus: statusById('/v3'),
    getStatusV1: statusById(''),
    async checkStatus(endpoint, options) {
      return readStatus(readRelativePath(endpoint, 'endpoint'), options)
    },
    authorize: postSigned<AuthorizeBody>('authorize response'),
    postPermit: postSigned<PermitBody>('permit response'),
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
  const status = isRecord(body) ? body.status : undefined
  return isString(status) ? status : undefined
}

/** Returns `value` when `ok`; otherwise the caller passed something unusable as `argument`. */
function checkArgument<T>(value: T, ok: boolean, argument: string, message: string): T {
  if (!ok) throw new InvalidArgumentError({ argument, message })
  return value
}

function readBaseUrl(value: string, argument: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidArgumentError({ argument, message: `must be an absolute URL; got "${value}"` })
  }
  checkArgument(url, /^https?:$/.test(url.protocol), argument, `must be an http(s) URL; got "${value}"`)
  checkArgument(url, !url.search && !url.hash, argument, 'must have no query or fragment')
  // Paths are appended as text, so a base path prefix (`/v1`) survives, unlike `new URL(path, base)`.
  return url.href.replace(/\/+$/, '')
}

/** Paths from a response are resolved on our own base URL only (see isServicePath). */
const readRelativePath = (value: string, argument: string): string =>
  checkArgument(value, isServicePath(value), argument, `must be a path starting with "/"; got "${String(value)}"`)

function withQueryParameter(path: string, name: string, value: string): string {
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&'
  return `${path}${separator}${name}=${encodeURIComponent(value)}`
}

const readRequestId = (value: string): Hex =>
  checkArgument(value as Hex, isBytes32(value), 'requestId', `must be 32 bytes of hex; got "${value}"`)

const readSignature = (value: string): Hex =>
  checkArgument(value as Hex, isHexBytes(value) && value.length > 2, 'signature', 'must be 0x-prefixed hex')


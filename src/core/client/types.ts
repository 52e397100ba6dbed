import type { Address, Hex } from 'viem'
import type { ProfileOption, ProtocolProfile } from '../protocol/profile'
import type { AuthorizeBody } from '../types/authorize'
import type { PermitBody } from '../types/permit'
import type { ServiceChain } from '../types/chains'
import type { CurrenciesRequest, ServiceCurrency, TokenPrice, TokenPriceRequest } from '../types/currencies'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequest, QuoteRequestInput } from '../types/request'
import type { StatusResponse } from '../types/status'
import type { ClearinghouseState, SpotMeta, VenueExchangePayload, VenueExchangeResponse } from '../types/venue'

export interface FerryClientConfig {
  /** Base address of the service, e.g. `https://api.example.com` (a path prefix is kept). */
  baseUrl: string
  /** Base address of the venue's public API; needed only by `venue.*`. */
  venueApiUrl?: string | undefined
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch | undefined
  /** Sent with every request to the service; never to the venue, which is another party. */
  headers?: Record<string, string> | undefined
  /**
   * Keep the withdrawal's signatures to one protocol's names: `'spec'`, `'live'` (the live
   * service's names) or a `ProtocolProfile`. Without it both built-in sets are accepted, as both
   * name the same service and venue. See the README, "Protocol profiles".
   */
  profile?: ProfileOption | undefined
  /** Per attempt. Default 30 000. */
  timeoutMs?: number | undefined
  /**
   * For reads (status, venue `/info`) and quotes, which move nothing: transient failures (network,
   * timeout, 5xx, 429) are retried with exponential backoff and jitter, honouring `Retry-After`.
   * Submissions (`authorize`, venue `exchange`) are never repeated.
   */
  retry?:
    | {
        /** Retries after the first try. Default 3; 0 disables. */
        attempts?: number | undefined
        /** Default 250; doubles per retry, with jitter. */
        baseDelayMs?: number | undefined
        /** Cap of one wait, and the longest `Retry-After` honoured. Default 10 000. */
        maxDelayMs?: number | undefined
      }
    | undefined
}

export interface RequestOptions {
  signal?: AbortSignal | undefined
}

export interface FerryVenueClient {
  /** `POST {venueApiUrl}/info` `{ type: 'spotMeta' }`. */
  spotMeta(options?: RequestOptions): Promise<SpotMeta>
  /** `POST {venueApiUrl}/info` `{ type: 'clearinghouseState', user }`. */
  clearinghouseState(user: Address, options?: RequestOptions): Promise<ClearinghouseState>
  /**
   * `POST {venueApiUrl}/exchange`, once. Resolves only on HTTP 200 with `status: "ok"`; any
   * other answer throws `VenueSubmissionError`. A `NetworkError`/`TimeoutError` means the outcome
   * is unknown (the venue may have applied it): check the request status before submitting again.
   */
  exchange(payload: VenueExchangePayload, options?: RequestOptions): Promise<VenueExchangeResponse>
}

export interface FerryClient {
  readonly baseUrl: string
  readonly venueApiUrl: string | undefined
  /**
   * The names the executor accepts in this client's quotes: the spec's and the live service's
   * unless `profile` chose one.
   */
  readonly profiles: readonly ProtocolProfile[]
  /**
   * Validates the request (throws `QuoteRequestError` before any I/O), then `POST /quote`;
   * transient failures are retried (see `retry`), a 4xx answer is final.
   */
  getQuote(request: QuoteRequestInput, options?: RequestOptions): Promise<QuoteResponse>
  /**
   * The normalized request a quote of this client's `getQuote` answers (held weakly, by the quote
   * object itself: a copy of the quote is not known). `executeQuote` checks the quote against it.
   */
  requestOf(quote: QuoteResponse): QuoteRequest | undefined
  /**
   * `GET /chains`: the chains and currencies the service publishes, read defensively (unusable
   * entries are left out). Transient failures are retried; a service without the route throws
   * `ChainsUnavailableError`, and the caller keeps to its own list.
   */
  getChains(options?: RequestOptions): Promise<ServiceChain[]>
  /**
   * `POST /currencies/v2`: the currencies the service knows that match the request (a search by
   * term or address, the default list, a set of `chainId:address` tokens). The request is checked
   * first (`InvalidArgumentError` names the field; nothing is sent), and only the given fields are
   * sent. Read defensively: unusable entries are left out, the v1 shape (lists per currency group)
   * is flattened. Transient failures are retried.
   */
  getCurrencies(request: CurrenciesRequest, options?: RequestOptions): Promise<ServiceCurrency[]>
  /**
   * `GET /currencies/token/price?address=&chainId=`: the token's USD price as an exact decimal
   * string. A token the service does not price throws `TokenPriceUnavailableError` (code
   * `TOKEN_PRICE_UNAVAILABLE`): show no price, it is no failure. The request is checked first
   * (`InvalidArgumentError`); transient failures are retried.
   */
  getTokenPrice(request: TokenPriceRequest, options?: RequestOptions): Promise<TokenPrice>
  /** `GET /intents/status/v3?requestId=`; transient failures are retried. */
  getStatus(requestId: string, options?: RequestOptions): Promise<StatusResponse>
  /** `GET /intents/status?requestId=`; transient failures are retried. */
  getStatusV1(requestId: string, options?: RequestOptions): Promise<StatusResponse>
  /** GET an item's `check.endpoint`, a path on `baseUrl`; transient failures are retried. */
  checkStatus(endpoint: string, options?: RequestOptions): Promise<StatusResponse>
  /**
   * POST the authorize step's `post.body` to its `post.endpoint` (a path on `baseUrl`) with the
   * signature as the `signature` query parameter. Never retried. Resolves to the JSON body
   * (`undefined` when empty), whose shape the spec does not give.
   */
  authorize(endpoint: string, body: AuthorizeBody, signature: Hex, options?: RequestOptions): Promise<unknown>
  /**
   * POST a permit item's `post.body` (`kind: "eip3009"`) to its `post.endpoint` (a path on
   * `baseUrl`) with the signed authorization as the `signature` query parameter. Never retried:
   * the service submits it on chain. Resolves to the JSON body, whose shape the spec does not give.
   */
  postPermit(endpoint: string, body: PermitBody, signature: Hex, options?: RequestOptions): Promise<unknown>
  venue: FerryVenueClient
}

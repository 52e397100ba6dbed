import type { Hex } from 'viem'
import type { ProtocolProfile } from '../protocol/profile'
import type { StatusReader } from '../status/pollStatus'
import type { AuthorizeBody } from '../types/authorize'
import type { PermitBody } from '../types/permit'
import type { ServiceChain } from '../types/chains'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequest, QuoteRequestInput } from '../types/request'
import type { StatusResponse } from '../types/status'
import type { VenueExchangePayload, VenueExchangeResponse } from '../types/venue'

interface Options {
  signal?: AbortSignal | undefined
}

/** The part of `FerryClient` the executor uses; any object of this shape will do. */
export interface ExecutorClient extends StatusReader {
  /** The names the withdrawal's signatures may carry. Default: the spec's and the live service's. */
  readonly profiles?: readonly ProtocolProfile[] | undefined
  /**
   * `GET /chains`, for the solver addresses a venue transfer (and a plain transfer) must go to.
   * Without it, a venue transfer is refused and a plain transfer must go to an address with code.
   */
  getChains?(options?: Options): Promise<ServiceChain[]>
  /** Needed by `executeQuote`'s `requote` option only. */
  getQuote?(request: QuoteRequestInput, options?: Options): Promise<QuoteResponse>
  /** The request a quote of this client's `getQuote` answers: what `executeQuote` checks the quote against. */
  requestOf?(quote: QuoteResponse): QuoteRequest | undefined
  checkStatus(endpoint: string, options?: Options): Promise<StatusResponse>
  authorize(endpoint: string, body: AuthorizeBody, signature: Hex, options?: Options): Promise<unknown>
  /** Posts a signed EIP-3009 permit (`usePermit`), as `authorize` posts the withdrawal's authorization. */
  postPermit(endpoint: string, body: PermitBody, signature: Hex, options?: Options): Promise<unknown>
  venue: {
    exchange(payload: VenueExchangePayload, options?: Options): Promise<VenueExchangeResponse>
  }
}

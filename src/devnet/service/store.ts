import type { Address, Hex } from 'viem'
import type { QuoteRequest } from '../../core/types/request'
import type { DevnetCurrency } from './currencies'
import type { NativeCosts } from './pricing'

export type RequestStatusWord = 'waiting' | 'pending' | 'success' | 'failure' | 'refund'

/**
 * What the quote promised; the solver revalidates a deposit against it before filling. The
 * native costs (gas, top-up, a call's value) are kept in the destination's gas currency so the
 * fill can charge them again at the prices of its moment.
 */
export interface QuotedTerms extends NativeCosts {
  /** What the user deposits, smallest unit of the origin currency (fees included). */
  amountIn: bigint
  /** What the recipient receives, smallest unit of the destination currency. */
  amountOut: bigint
  /** The least the fill may deliver: `amountOut` less the slippage tolerance. */
  minAmountOut: bigint
  /** App fees, paid by the solver on the destination in the destination currency. */
  appFees: { recipient: Address; amount: bigint }[]
  /** For a cross-chain call to an ERC20 destination: tokens handed to the router before `multicall`. */
  routerTokenAmount: bigint
  /** The origin currency as resolved from the request's id (which may be a symbol such as `usdc`). */
  currencyIn: DevnetCurrency
  /** The destination currency as resolved from the request's id. */
  currencyOut: DevnetCurrency
  /** The destination's gas currency, in which the native costs are paid; absent for the venue. */
  destinationNative?: DevnetCurrency
  /** For a withdrawal from the venue: the transfer nonce the user signs twice. */
  venueNonce?: number
  /** For a withdrawal from the venue: the `sendAsset` amount, a decimal string with six fraction digits. */
  venueAmount?: string
}

export interface RequestEvent {
  status: RequestStatusWord
  at: number
  note?: string
}

export interface DevnetRequest {
  id: Hex
  request: QuoteRequest
  terms: QuotedTerms
  quotedAt: number
  status: RequestStatusWord
  inTxHashes: Hex[]
  txHashes: Hex[]
  /** Set for a withdrawal once `/authorize` accepted the nonce-mapping signature. */
  authorized: boolean
  details: Record<string, unknown>
  history: RequestEvent[]
  updatedAt: number
}

/**
 * The service's requests and their history, in memory. The quote route creates them, the
 * solver moves them along; nothing leaves the process.
 */
export class RequestStore {
  private readonly requests = new Map<string, DevnetRequest>()
  private readonly nonces = new Map<number, Hex>()
  private readonly listeners = new Set<(request: DevnetRequest) => void>()

  create({ id, request, terms, now = Date.now() }: { id: Hex; request: QuoteRequest; terms: QuotedTerms; now?: number }): DevnetRequest {
    const record: DevnetRequest = {
      id,
      request,
      terms,
      quotedAt: now,
      status: 'waiting',
      inTxHashes: [],
      txHashes: [],
      authorized: false,
      details: {},
      history: [{ status: 'waiting', at: now, note: 'quoted' }],
      updatedAt: now,
    }
    this.requests.set(id.toLowerCase(), record)
    if (terms.venueNonce !== undefined) this.nonces.set(terms.venueNonce, id)
    return record
  }

  get(id: string): DevnetRequest | undefined {
    return this.requests.get(id.toLowerCase())
  }

  /** The withdrawal request that signed this venue transfer nonce, if any. */
  byVenueNonce(nonce: number): DevnetRequest | undefined {
    const id = this.nonces.get(nonce)
    return id ? this.get(id) : undefined
  }

  list(): DevnetRequest[] {
    return [...this.requests.values()]
  }

  /** Moves a request to `status` (or only records hashes and details), keeping its history. */
  update(
    id: string,
    change: { status?: RequestStatusWord; note?: string; inTxHash?: Hex; txHash?: Hex; details?: Record<string, unknown>; authorized?: boolean },
  ): DevnetRequest {
    const record = this.get(id)
    if (!record) throw new Error(`unknown request ${id}`)
    const now = Date.now()
    if (change.inTxHash && !record.inTxHashes.includes(change.inTxHash)) record.inTxHashes.push(change.inTxHash)
    if (change.txHash && !record.txHashes.includes(change.txHash)) record.txHashes.push(change.txHash)
    if (change.details) record.details = { ...record.details, ...change.details }
    if (change.authorized !== undefined) record.authorized = change.authorized
    if (change.status && change.status !== record.status) {
      record.status = change.status
      record.history.push({ status: change.status, at: now, ...(change.note ? { note: change.note } : {}) })
    }
    record.updatedAt = now
    for (const listener of this.listeners) listener(record)
    return record
  }

  /** Calls `listener` after every update; returns the unsubscribe function. */
  subscribe(listener: (request: DevnetRequest) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

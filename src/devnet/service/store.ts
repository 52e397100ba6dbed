import type { Address, Hex } from 'viem'
import type { QuoteRequest } from '../../core/types/request'
import type { DevnetCurrency } from './currencies'
import type { NativeCosts } from './pricing'
import type { PermitTerms } from './steps'

/** The spec's words, and `submitted` (the fill sent, not yet confirmed) which the real service's v3 status adds. */
export type RequestStatusWord = 'waiting' | 'pending' | 'submitted' | 'success' | 'failure' | 'refund'

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
  /** For a permit (`usePermit`): the EIP-3009 authorization the user signs and the service submits. */
  permit?: PermitTerms
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
 * How many requests a store keeps by default. Every quote is a request (the widget requotes
 * about every 15 s while a form is open), so a long test session makes thousands; a thousand
 * covers every request a session still acts on and keeps `GET /_devnet/requests` a readable size.
 */
export const DEFAULT_MAX_REQUESTS = 1_000

/** Requests the solver has nothing more to do for. */
const ENDED: readonly RequestStatusWord[] = ['success', 'refund']

/**
 * The service's requests and their history, in memory. The quote route creates them, the
 * solver moves them along; nothing leaves the process. Past `maxRequests` the oldest are
 * forgotten: ended ones first, then quotes never deposited for (most were only looked at). A
 * request the solver is working on (`pending`, `submitted`, or `failure` awaiting its refund) is never
 * forgotten, so a deposit made for a forgotten quote is the only thing the bound can cost.
 */
export class RequestStore {
  private readonly requests = new Map<string, DevnetRequest>()
  private readonly nonces = new Map<number, Hex>()
  private readonly listeners = new Set<(request: DevnetRequest) => void>()
  private readonly maxRequests: number

  constructor({ maxRequests = DEFAULT_MAX_REQUESTS }: { maxRequests?: number } = {}) {
    this.maxRequests = maxRequests
  }

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
    this.makeRoom()
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

  /** Before a request is added, so the one being quoted is never the one forgotten. */
  private makeRoom(): void {
    while (this.requests.size >= this.maxRequests) {
      const victim = this.oldest((status) => ENDED.includes(status)) ?? this.oldest((status) => status === 'waiting')
      if (!victim) return
      this.requests.delete(victim.id.toLowerCase())
      if (victim.terms.venueNonce !== undefined) this.nonces.delete(victim.terms.venueNonce)
    }
  }

  /** The Map keeps insertion order: the first match is the oldest. */
  private oldest(matches: (status: RequestStatusWord) => boolean): DevnetRequest | undefined {
    for (const record of this.requests.values()) if (matches(record.status)) return record
    return undefined
  }

  /** Calls `listener` after every update; returns the unsubscribe function. */
  subscribe(listener: (request: DevnetRequest) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

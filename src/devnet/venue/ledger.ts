import { getAddress, isAddress, type Address, type Hex } from 'viem'
import type { VenueSendAssetAction } from '../../core/eip712/venueSendAsset'
import { DevnetError } from '../errors'
import { formatMicroAmount, parseMicroAmount } from './amounts'
import { DEFAULT_SPOT_TOKENS, VENUE_USDC, type VenueSpotToken } from './spotTokens'

/** `''` is the perps USDC balance, `'spot'` the spot balance (the venue's own dex names). */
export type VenueDex = '' | 'spot'

export interface VenueBalances {
  /** Perps USDC in micro-units: what `clearinghouseState.withdrawable` shows. */
  perpsUsdc: bigint
  /** One entry per known spot token, in micro-units (zero included). */
  spot: { tokenId: Hex; name: string; amount: bigint }[]
}

export interface VenueTransfer {
  from: Address
  destination: Address
  tokenId: Hex
  symbol: string
  /** Micro-units. */
  amount: bigint
  sourceDex: VenueDex
  destinationDex: VenueDex
  nonce: number
  /** Milliseconds since the epoch. */
  at: number
}

/** Why a `sendAsset` was refused; stable, for branching (the reason text is for people). */
export type SendAssetRejectionCode =
  | 'WRONG_VENUE_CHAIN'
  | 'UNKNOWN_TOKEN'
  | 'INVALID_AMOUNT'
  | 'INVALID_DEX'
  | 'INVALID_DESTINATION'
  | 'SUB_ACCOUNT_UNSUPPORTED'
  | 'INVALID_NONCE'
  | 'NONCE_USED'
  | 'INSUFFICIENT_BALANCE'

export type SendAssetResult =
  | { ok: true; transfer: VenueTransfer }
  | { ok: false; code: SendAssetRejectionCode; reason: string }

export type TransferListener = (transfer: VenueTransfer) => void

export interface VenueLedgerOptions {
  spotTokens?: readonly VenueSpotToken[]
  /** The network a `sendAsset` must name, as a real venue refuses another network's action. */
  venueChain?: string
  /** The `sendAsset` field that names it: the protocol profile's (`venueChain` in the spec). */
  chainField?: string
  /** Clock for `VenueTransfer.at`; tests pin it. */
  now?: () => number
  /**
   * Where an error thrown by a transfer listener goes. The transfer has happened by then, so
   * the error must not become the sender's reply; by default it is rethrown outside the call
   * (an uncaught error) so that it still surfaces.
   */
  onListenerError?: (error: unknown) => void
}

/**
 * The venue's books: perps USDC and spot balances per account, used nonces, and the
 * transfers made. One instance per devnet, so two devnets in one process never share money.
 */
export class VenueLedger {
  readonly spotTokens: readonly VenueSpotToken[]
  readonly venueChain: string
  readonly chainField: string
  private readonly now: () => number
  private readonly onListenerError: (error: unknown) => void
  /** Keyed by `slot()`; accounts are lowercase so that any address casing reaches the same money. */
  private readonly amounts = new Map<string, bigint>()
  private readonly usedNonces = new Map<string, Set<number>>()
  private readonly log: VenueTransfer[] = []
  private readonly listeners = new Set<TransferListener>()

  constructor({
    spotTokens = DEFAULT_SPOT_TOKENS,
    venueChain = 'Mainnet',
    chainField = 'venueChain',
    now = Date.now,
    onListenerError = rethrowLater,
  }: VenueLedgerOptions = {}) {
    this.spotTokens = spotTokens
    this.venueChain = venueChain
    this.chainField = chainField
    this.now = now
    this.onListenerError = onListenerError
  }

  /** Adds to a user's perps USDC (devnet funding, a deposit's fill). */
  creditPerps(user: string, amount: bigint): void {
    this.add(slot(account(user), ''), checkCredit(amount))
  }

  /** Adds to a user's spot balance of a known token. */
  creditSpot(user: string, tokenId: string, amount: bigint): void {
    const token = this.token(tokenId)
    if (!token) throw new DevnetError('VENUE_UNKNOWN_TOKEN', `No spot token ${tokenId} on the venue.`)
    this.add(slot(account(user), 'spot', token.tokenId), checkCredit(amount))
  }

  /**
   * Moves a balance from one account to another without a signature: the solver paying out
   * of its own venue account (fills and refunds). Perps USDC without `tokenId`, else spot.
   * Returns false, moving nothing, when `from` holds too little.
   */
  move({ from, to, amount, tokenId }: { from: string; to: string; amount: bigint; tokenId?: string }): boolean {
    const token = tokenId === undefined ? undefined : this.token(tokenId)
    if (tokenId !== undefined && !token) throw new DevnetError('VENUE_UNKNOWN_TOKEN', `No spot token ${tokenId} on the venue.`)
    const source = token ? slot(account(from), 'spot', token.tokenId) : slot(account(from), '')
    const target = token ? slot(account(to), 'spot', token.tokenId) : slot(account(to), '')
    if (this.get(source) < checkCredit(amount)) return false
    this.add(source, -amount)
    this.add(target, amount)
    return true
  }

  balances(user: string): VenueBalances {
    const key = account(user)
    return {
      perpsUsdc: this.get(slot(key, '')),
      spot: this.spotTokens.map(({ tokenId, name }) => ({ tokenId, name, amount: this.get(slot(key, 'spot', tokenId)) })),
    }
  }

  /** Perps USDC, the amount a withdrawal may take. */
  withdrawable(user: string): bigint {
    return this.get(slot(account(user), ''))
  }

  /** Looks up a spot token by id, in any hex casing. */
  token(tokenId: string): VenueSpotToken | undefined {
    const wanted = tokenId.toLowerCase()
    return this.spotTokens.find((token) => token.tokenId.toLowerCase() === wanted)
  }

  /**
   * Applies a `sendAsset` whose signature was already checked (`from` is its signer). Either
   * everything happens (balances move, the nonce is spent, the transfer is recorded and
   * announced) or nothing does: a refused action leaves the nonce usable for a retry.
   */
  sendAsset({ from, action }: { from: Address; action: VenueSendAssetAction }): SendAssetResult {
    const sender = account(from)
    const named = action[this.chainField]
    if (named !== this.venueChain) return refuse('WRONG_VENUE_CHAIN', `${this.chainField} must be "${this.venueChain}", got "${String(named)}"`)
    const token = this.tokenOf(action.token)
    if (!token) return refuse('UNKNOWN_TOKEN', `Unknown token "${action.token}"`)
    const amount = parseMicroAmount(action.amount)
    if (amount === undefined || amount === 0n)
      return refuse('INVALID_AMOUNT', `Amount must be a positive decimal with at most 6 decimals, got "${action.amount}"`)
    const sourceDex = readDex(action.sourceDex, token)
    const destinationDex = readDex(action.destinationDex, token)
    if (sourceDex === undefined || destinationDex === undefined)
      return refuse('INVALID_DEX', `Dexes must be "" (perps, USDC only) or "spot", got "${action.sourceDex}" -> "${action.destinationDex}"`)
    if (!isAddress(action.destination, { strict: false }))
      return refuse('INVALID_DESTINATION', `Destination is not an address: "${action.destination}"`)
    // The devnet has no sub-accounts; pretending to would move money from the wrong place.
    if (action.fromSubAccount !== '') return refuse('SUB_ACCOUNT_UNSUPPORTED', 'Sub-accounts are not supported')
    if (!Number.isSafeInteger(action.nonce) || action.nonce <= 0) return refuse('INVALID_NONCE', `Invalid nonce ${action.nonce}`)
    const nonces = this.usedNonces.get(sender) ?? new Set<number>()
    if (nonces.has(action.nonce)) return refuse('NONCE_USED', `Nonce ${action.nonce} was already used`)

    const source = slot(sender, sourceDex, token.tokenId)
    const available = this.get(source)
    if (available < amount) {
      return refuse('INSUFFICIENT_BALANCE', `Insufficient balance: ${action.amount} ${token.name} asked, ${formatMicroAmount(available)} ${token.name} available`)
    }

    this.amounts.set(source, available - amount)
    this.add(slot(account(action.destination), destinationDex, token.tokenId), amount)
    nonces.add(action.nonce)
    this.usedNonces.set(sender, nonces)
    const transfer: VenueTransfer = {
      from: getAddress(from),
      destination: getAddress(action.destination.toLowerCase()),
      tokenId: token.tokenId,
      symbol: token.name,
      amount,
      sourceDex,
      destinationDex,
      nonce: action.nonce,
      at: this.now(),
    }
    this.log.push(transfer)
    this.announce(transfer)
    return { ok: true, transfer }
  }

  /** Calls `listener` with every transfer from now on; returns the unsubscribe function. */
  onTransfer(listener: TransferListener): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Transfers so far, oldest first; `user` keeps those it sent or received, `nonce` those with that nonce. */
  transfers(filter: { user?: string; nonce?: number } = {}): VenueTransfer[] {
    const user = filter.user === undefined ? undefined : account(filter.user)
    return this.log
      .filter((t) => user === undefined || t.from.toLowerCase() === user || t.destination.toLowerCase() === user)
      .filter((t) => filter.nonce === undefined || t.nonce === filter.nonce)
      .map((t) => ({ ...t }))
  }

  private tokenOf(symbolAndId: string): VenueSpotToken | undefined {
    const [symbol, tokenId, ...rest] = symbolAndId.split(':')
    if (symbol === undefined || tokenId === undefined || rest.length > 0) return undefined
    const token = this.token(tokenId)
    // The name must match as well: "HYPE:<USDC's id>" is a client bug, not a USDC transfer.
    return token?.name === symbol ? token : undefined
  }

  private get(key: string): bigint {
    return this.amounts.get(key) ?? 0n
  }

  private add(key: string, amount: bigint): void {
    this.amounts.set(key, this.get(key) + amount)
  }

  private announce(transfer: VenueTransfer): void {
    for (const listener of [...this.listeners]) {
      try {
        listener({ ...transfer })
      } catch (error) {
        this.onListenerError(error)
      }
    }
  }
}

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error
  })
}

function account(user: string): string {
  if (!isAddress(user, { strict: false })) throw new DevnetError('VENUE_INVALID_USER', `Not an address: ${user}`)
  return user.toLowerCase()
}

function slot(user: string, dex: VenueDex, tokenId: Hex = VENUE_USDC.tokenId): string {
  return dex === '' ? `${user}/perps` : `${user}/spot/${tokenId.toLowerCase()}`
}

function checkCredit(amount: bigint): bigint {
  if (amount < 0n) throw new DevnetError('VENUE_INVALID_CREDIT', `A credit must not be negative, got ${amount}`)
  return amount
}

/** Perps only holds USDC, so `''` with another token is refused. */
function readDex(dex: string, token: VenueSpotToken): VenueDex | undefined {
  if (dex === 'spot') return 'spot'
  if (dex === '' && token.tokenId === VENUE_USDC.tokenId) return ''
  return undefined
}

function refuse(code: SendAssetRejectionCode, reason: string): SendAssetResult {
  return { ok: false, code, reason }
}

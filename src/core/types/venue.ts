import type { Hex } from 'viem'

export interface SpotToken {
  name: string
  /** Used as the spot currency identifier on chain 1337. */
  tokenId: Hex
  index?: number
  szDecimals?: number
  weiDecimals?: number
}

export interface SpotMeta {
  tokens: SpotToken[]
}

export interface ClearinghouseState {
  /** USD in human-readable decimal form, e.g. "12.5". */
  withdrawable: string
}

export interface VenueSignature {
  r: Hex
  s: Hex
  v: number
}

/** Body of `POST {venue}/exchange`. */
export interface VenueExchangePayload {
  action: Record<string, unknown>
  nonce: number
  signature: VenueSignature
}

export interface VenueExchangeResponse {
  status: string
  response?: unknown
}

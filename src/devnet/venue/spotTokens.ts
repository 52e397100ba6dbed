import type { Hex } from 'viem'

/** A spot token as the venue's `spotMeta` lists it. */
export interface VenueSpotToken {
  name: string
  /** The spot currency id on chain 1337 (spec: currency identifiers). */
  tokenId: Hex
  index: number
  szDecimals: number
  weiDecimals: number
  isCanonical: boolean
}

/** Spot USDC: the token a withdrawal's `sendAsset` names (`USDC:<tokenId>`). */
export const VENUE_USDC: VenueSpotToken = {
  name: 'USDC',
  tokenId: '0x6d1e7cde53ba9467b783cb7c530ce054',
  index: 0,
  szDecimals: 2,
  weiDecimals: 8,
  isCanonical: true,
}

export const VENUE_HYPE: VenueSpotToken = {
  name: 'HYPE',
  tokenId: '0x0d01dc56dcaaca66ad901c959b4011ec',
  index: 150,
  szDecimals: 2,
  weiDecimals: 8,
  isCanonical: true,
}

export const DEFAULT_SPOT_TOKENS: readonly VenueSpotToken[] = [VENUE_USDC, VENUE_HYPE]

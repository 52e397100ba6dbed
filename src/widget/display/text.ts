import { VENUE_CHAIN_ID } from '../../core/index'
import type { CommonLabels } from '../labels/common'
import { formatUnitsForPeople, type NumberOptions } from './number'

/** `0x1234…abcd`. */
export function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash
}

/** The host's name for a chain, else `Venue` for 1337, else `Chain 8453`. */
export function chainLabel(chainId: number, labels: CommonLabels, chainName?: (chainId: number) => string | undefined): string {
  return chainName?.(chainId) ?? (chainId === VENUE_CHAIN_ID ? labels.venueChain : labels.chainFallback(chainId))
}

/** An amount in its currency for people, through the shared formatter: `9,999.97 USDC`. */
export function amountForPeople({ amount, decimals, symbol }: { amount: bigint; decimals: number; symbol: string }, labels: CommonLabels, options?: NumberOptions): string {
  return labels.amountWithSymbol(formatUnitsForPeople(amount, decimals, options), symbol)
}

/** A side's amount and its chain in words: `0.01 ETH on Base`. */
export function sideForPeople(
  side: { chainId: number; amount: bigint; decimals: number; symbol: string },
  labels: CommonLabels,
  { chainName, locale }: NumberOptions & { chainName?: ((chainId: number) => string | undefined) | undefined } = {},
): string {
  return labels.onChain(amountForPeople(side, labels, { locale }), chainLabel(side.chainId, labels, chainName))
}

/** How a component is told a chain's name, its logo and a transaction's explorer page. */
export interface ChainDisplayProps {
  /** A chain's name for people (from the host's chains); `Chain <id>` when undefined. */
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** A chain's logo for its icon (from the host's chains or the service's catalog); an avatar without one. */
  chainLogo?: ((chainId: number) => string | undefined) | undefined
  /** A currency's logo, when the quote or the history carries none; an avatar without one. */
  currencyLogo?: ((chainId: number, address: string) => string | undefined) | undefined
  /** The explorer page of a transaction; without one, the short hash shows with a copy button. */
  explorerTxUrl?: ((chainId: number, hash: string) => string | undefined) | undefined
}

import { formatUnits, parseUnits } from 'viem'
import { VENUE_CHAIN_ID } from '../../core/index'
import { formatUnitsForPeople, formatUsdForPeople } from './number'
import type { ExecutionLabels } from '../execution/labels'

/** A decimal string as an integer of `decimals` fraction digits, or undefined when it is not one. */
export function parseDecimal(value: string | undefined, decimals: number): bigint | undefined {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined
  return parseUnits(value.trim(), decimals)
}

/** Basis points as a percent with at most two fraction digits: 50 -> `0.5`, 1234 -> `12.34`. */
export function formatBps(bps: bigint | number): string {
  return formatUnits(BigInt(bps), 2)
}

/** `0x1234…abcd`. */
export function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash
}

/** The host's name for a chain, else `Venue` for 1337, else `Chain 8453`. */
export function chainLabel(chainId: number, labels: Pick<ExecutionLabels, 'venueChain' | 'chainFallback'>, chainName?: (chainId: number) => string | undefined): string {
  return chainName?.(chainId) ?? (chainId === VENUE_CHAIN_ID ? labels.venueChain : labels.chainFallback(chainId))
}

/** An amount in its currency for people, through the shared formatter: `9,999.97 USDC`. */
export function amountForPeople({ amount, decimals, symbol }: { amount: bigint; decimals: number; symbol: string }, labels: Pick<ExecutionLabels, 'amountWithSymbol'>): string {
  return labels.amountWithSymbol(formatUnitsForPeople(amount, decimals), symbol)
}

/** A service USD string for people, as an estimate: `≈ $1,234.56`; undefined when it is not a number. */
export function usdForPeople(usd: string | undefined, labels: Pick<ExecutionLabels, 'usdValue' | 'usdBelowCent'>): string | undefined {
  const text = usd === undefined ? undefined : formatUsdForPeople(usd)
  if (text === undefined) return undefined
  if (text.startsWith('<')) return labels.usdBelowCent
  // `usdValue` adds the dollar sign itself.
  return labels.usdValue(text.replace('$', ''))
}

/** How a component is told a chain's name, its logo and a transaction's explorer page. */
export interface ChainDisplayProps {
  /** A chain's name for people (from the host's chains); `Chain <id>` when undefined. */
  chainName?: (chainId: number) => string | undefined
  /** A chain's logo for its icon (from the host's chains or the service's catalog); an avatar without one. */
  chainLogo?: (chainId: number) => string | undefined
  /** A currency's logo, when the quote or the history carries none; an avatar without one. */
  currencyLogo?: (chainId: number, address: string) => string | undefined
  /** The explorer page of a transaction; without one, the short hash shows with a copy button. */
  explorerTxUrl?: (chainId: number, hash: string) => string | undefined
}

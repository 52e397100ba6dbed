import type { CurrencyAmount, CurrencyInfo, QuoteResponse } from '../../core/index'
import type { ExecutionState } from '../../react/index'

/** One side of a transfer, as the route header and the outcome show it. */
export interface RouteSide {
  chainId: number
  address: string
  symbol: string
  decimals: number
  /** Smallest unit. */
  amount: bigint
  logoURI?: string
  /** USD decimal string, when the service sent one. */
  usd?: string
}

/** A currency's logo as the service sends it: `metadata.logoURI`, or `logoURI` on the currency itself. */
export function logoOf(currency: CurrencyInfo): string | undefined {
  const { metadata, logoURI } = currency
  const nested = typeof metadata === 'object' && metadata !== null ? (metadata as { logoURI?: unknown }).logoURI : undefined
  const found = typeof nested === 'string' ? nested : logoURI
  return typeof found === 'string' && found !== '' ? found : undefined
}

/** A `CurrencyAmount` of the service as a side; undefined when its amount is not an integer string. */
export function sideOf(value: CurrencyAmount | undefined): RouteSide | undefined {
  if (!value || !/^\d+$/.test(value.amount)) return undefined
  const { chainId, address, symbol, decimals } = value.currency
  const logoURI = logoOf(value.currency)
  return { chainId, address, symbol, decimals, amount: BigInt(value.amount), ...(logoURI ? { logoURI } : {}), ...(value.amountUsd ? { usd: value.amountUsd } : {}) }
}

/** What a quote sends and what it delivers. */
export function quoteSides(quote: QuoteResponse | undefined): { send?: RouteSide; receive?: RouteSide } {
  const send = sideOf(quote?.details.currencyIn)
  const receive = sideOf(quote?.details.currencyOut)
  return { ...(send ? { send } : {}), ...(receive ? { receive } : {}) }
}

/** `currency` reads as a service `CurrencyAmount` (an object with a currency and an integer amount). */
export function isCurrencyAmount(value: unknown): value is CurrencyAmount {
  if (typeof value !== 'object' || value === null) return false
  const { currency, amount } = value as Partial<CurrencyAmount>
  return typeof amount === 'string' && typeof currency === 'object' && currency !== null && typeof currency.decimals === 'number' && typeof currency.symbol === 'string'
}

/**
 * What a refund gives back: the refund currency amount where the service gives one (in the
 * status, else in the quote), else what was sent.
 */
export function refundSideOf(state: Pick<ExecutionState, 'status' | 'quote'>): RouteSide | undefined {
  const fromStatus = state.status?.details?.refundCurrency
  const fromQuote = state.quote?.details.refundCurrency
  const given = isCurrencyAmount(fromStatus) ? fromStatus : isCurrencyAmount(fromQuote) ? fromQuote : undefined
  return sideOf(given) ?? quoteSides(state.quote).send
}

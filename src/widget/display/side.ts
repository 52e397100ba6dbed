import type { CurrencyAmount, QuoteResponse } from '../../core/index'
import { isRecord, isUintString } from '../../core/utils/predicates'
import type { ExecutionState, HistoryCurrencyAmount } from '../../react/index'

/** One side of a transfer, as the form, the quote, the review, the run and the history show it. */
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

/**
 * A chain's or a currency's logo, whichever field the service put it in (those the core checks
 * when it parses an answer): `logoURI`, `logoUrl`, `iconUrl`, else `metadata.logoURI`.
 */
export function logoOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined
  const nested = isRecord(value.metadata) ? value.metadata.logoURI : undefined
  const found = [value.logoURI, value.logoUrl, value.iconUrl, nested].find((logo) => typeof logo === 'string' && logo !== '')
  return typeof found === 'string' ? found : undefined
}

/**
 * A service `CurrencyAmount` (a currency and its amount), or a history entry's side, as a side;
 * undefined when its amount is not an integer string.
 */
export function sideOf(value: CurrencyAmount | HistoryCurrencyAmount | undefined): RouteSide | undefined {
  if (!value || !isUintString(value.amount)) return undefined
  const currency = 'currency' in value ? value.currency : value
  const { chainId, address, symbol, decimals } = currency
  const logoURI = logoOf(currency)
  const usd = 'amountUsd' in value ? value.amountUsd : undefined
  return { chainId, address, symbol, decimals, amount: BigInt(value.amount), ...(logoURI ? { logoURI } : {}), ...(usd ? { usd } : {}) }
}

/** What a quote sends and what it delivers. */
export function quoteSides(quote: QuoteResponse | undefined): { send?: RouteSide; receive?: RouteSide } {
  const send = sideOf(quote?.details.currencyIn)
  const receive = sideOf(quote?.details.currencyOut)
  return { ...(send ? { send } : {}), ...(receive ? { receive } : {}) }
}

/** `value` reads as a service `CurrencyAmount` (an object with a currency and an integer amount). */
function isCurrencyAmount(value: unknown): value is CurrencyAmount {
  if (!isRecord(value) || !isRecord(value.currency)) return false
  const { currency, amount } = value
  return typeof amount === 'string' && typeof currency.decimals === 'number' && typeof currency.symbol === 'string'
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

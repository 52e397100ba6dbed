import { useState } from 'react'
import { formatUnits, parseUnits } from 'viem'
import type { QuoteResponse } from '../../core/index'
import { useTokenPrice } from '../../react/index'
import { sideOf } from '../display/side'

/** A price as the quote states it: `usd` dollars for `amount` smallest units of a currency. Never a float. */
export interface UsdPrice {
  usd: string
  amount: bigint
}

/** Fraction digits kept of a dollar figure: as many as any token has, so a price of dust stays exact enough. */
const USD_DECIMALS = 18

/** A plain decimal of dollars (`"12.5"`, `".5"`) in units of 10^-18 dollar; undefined when it is not one. */
function dollars(text: string): bigint | undefined {
  const trimmed = text.trim()
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined
  // Cut, not rounded, past 18 digits.
  return parseUnits(trimmed.replace(/^\./, '0.').replace(/\.$/, '').replace(/(\.\d{18})\d+$/, '$1'), USD_DECIMALS)
}

/** The smallest units that `usd` dollars buy at `price`, rounded down; undefined without a usable price or figure. */
export function unitsForUsd(usd: string, price: UsdPrice): bigint | undefined {
  const wanted = dollars(usd)
  const quoted = dollars(price.usd)
  if (wanted === undefined || quoted === undefined || quoted === 0n || price.amount <= 0n) return undefined
  return (wanted * price.amount) / quoted
}

/** What `units` smallest units are worth at `price`, as a dollar decimal string (for `formatUsdForPeople`). */
export function usdForUnits(units: bigint, price: UsdPrice): string | undefined {
  const quoted = dollars(price.usd)
  if (quoted === undefined || price.amount <= 0n) return undefined
  return formatUnits((units * quoted) / price.amount, USD_DECIMALS)
}

/**
 * `value` rounded up to `digits` significant digits (of its smallest units): never below it.
 * `24_330_466_054_055n` with 4 is `24_340_000_000_000n`; a value with fewer digits stays.
 */
export function roundUpSignificant(value: bigint, digits: number): bigint {
  const length = value.toString().length
  if (value <= 0n || length <= digits) return value
  const unit = 10n ** BigInt(length - digits)
  return ((value + unit - 1n) / unit) * unit
}

const keyOf = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/**
 * The last USD price each currency had in a quote, remembered across quotes (a refusal has none):
 * a lookup by chain and address. Both sides of every quote shown feed it.
 */
export function useUsdPrices(quote: QuoteResponse | undefined): (currency: { chainId: number; address: string } | undefined) => UsdPrice | undefined {
  const [prices, setPrices] = useState<ReadonlyMap<string, UsdPrice>>(() => pricesOf(quote, new Map()))
  const [seen, setSeen] = useState(quote)
  // A new quote adds its prices during render (React's pattern for state that follows a prop).
  if (quote !== seen) {
    setSeen(quote)
    setPrices(pricesOf(quote, prices))
  }
  return (currency) => (currency ? prices.get(keyOf(currency.chainId, currency.address)) : undefined)
}

function pricesOf(quote: QuoteResponse | undefined, known: ReadonlyMap<string, UsdPrice>): ReadonlyMap<string, UsdPrice> {
  const next = new Map(known)
  for (const side of [sideOf(quote?.details.currencyIn), sideOf(quote?.details.currencyOut)]) {
    if (side?.usd && side.amount > 0n && dollars(side.usd)) next.set(keyOf(side.chainId, side.address), { usd: side.usd, amount: side.amount })
  }
  return next
}

/**
 * A currency's USD price: `known` (a quote's), else the service's price route (`useTokenPrice`),
 * asked only while `wanted` and no quote priced it, so that a refusal's bound on a first quote
 * still gets its dollar value. A token the service does not price has none.
 */
export function useRoutePrice(currency: { chainId: number; address: string; decimals: number } | undefined, { known, wanted }: { known: UsdPrice | undefined; wanted: boolean }): UsdPrice | undefined {
  const route = useTokenPrice({ chainId: currency?.chainId, address: currency?.address, query: { enabled: wanted && known === undefined } })
  if (known || !currency || !route.data || !dollars(route.data.price)) return known
  // The route prices one whole token.
  return { usd: route.data.price, amount: 10n ** BigInt(currency.decimals) }
}

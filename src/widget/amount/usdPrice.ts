import { useState } from 'react'
import { formatUnits, parseUnits } from 'viem'
import type { QuoteResponse } from '../../core/index'
import { sideOf } from '../display/side'

/** A price as the quote states it: `usd` dollars for `amount` smallest units of a currency. Never a float. */
export interface UsdPrice {
  usd: string
  amount: bigint
}

/** Fraction digits kept of a dollar figure: as many as any token has, so a price of dust stays exact enough. */
const USD_DECIMALS = 18

/** A plain decimal of dollars (`"12.5"`, `".5"`) in units of 10^-18 dollar; undefined when it is not one. */
export function dollars(text: string): bigint | undefined {
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

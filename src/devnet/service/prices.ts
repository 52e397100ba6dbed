import { formatUnits } from 'viem'
import { USD_DECIMALS, usdPrice, type UsdPrices } from './priceTable'

/** What a conversion needs to know of a currency. */
export interface PricedCurrency {
  symbol: string
  decimals: number
}

export type Rounding = 'down' | 'up'

/**
 * `amount` of `from` (smallest unit) in `to` (smallest unit), exactly, at `prices`.
 * Rounds down by default, so the service never promises more than the value it holds; `up`
 * is for amounts the user must pay, so the solver is never short by a unit.
 */
export function convert({
  amount,
  from,
  to,
  prices,
  rounding = 'down',
}: {
  amount: bigint
  from: PricedCurrency
  to: PricedCurrency
  prices: UsdPrices
  rounding?: Rounding
}): bigint {
  const numerator = amount * usdPrice(prices, from.symbol) * 10n ** BigInt(to.decimals)
  const denominator = usdPrice(prices, to.symbol) * 10n ** BigInt(from.decimals)
  return divide(numerator, denominator, rounding)
}

/** USD value (6 decimals) of `amount` of `currency`, rounded down. */
export function toUsd(amount: bigint, currency: PricedCurrency, prices: UsdPrices): bigint {
  return (amount * usdPrice(prices, currency.symbol)) / 10n ** BigInt(currency.decimals)
}

/** Smallest units of `currency` worth `usd` (6 decimals). */
export function fromUsd(usd: bigint, currency: PricedCurrency, prices: UsdPrices, rounding: Rounding = 'down'): bigint {
  return divide(usd * 10n ** BigInt(currency.decimals), usdPrice(prices, currency.symbol), rounding)
}

/** `amountUsd` of a response: the USD value as a decimal string, e.g. `"2.995181"`. */
export function formatUsd(amount: bigint, currency: PricedCurrency, prices: UsdPrices): string {
  return formatUnits(toUsd(amount, currency, prices), USD_DECIMALS)
}

/**
 * An amount as people read it in a message: exact decimal units and the symbol, e.g.
 * `formatAmount(70_607n, USDC)` is `"0.070607 USDC"`. Messages never state smallest units.
 */
export function formatAmount(amount: bigint, currency: PricedCurrency): string {
  return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
}

/** The request's `topupGasAmount` is USD with 5 decimals (100000 is 1 USD); the table uses 6. */
export function usdFromTopupAmount(topupGasAmount: bigint): bigint {
  return topupGasAmount * 10n ** BigInt(USD_DECIMALS - 5)
}

/** Non-negative integer division with the chosen rounding. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding = 'down'): bigint {
  const quotient = numerator / denominator
  return rounding === 'up' && quotient * denominator !== numerator ? quotient + 1n : quotient
}

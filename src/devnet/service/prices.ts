import { formatUnits } from 'viem'

/** Decimals of every USD price and value below: 1 USD is 1_000_000. */
export const USD_DECIMALS = 6

/**
 * The devnet's fixed price table, USD with 6 decimals. Fixed so that a quote and the fill that
 * revalidates it agree to the unit, and tests can state exact expected amounts.
 */
export const USD_PRICES: Readonly<Record<string, bigint>> = {
  ETH: 3_000_000_000n,
  HYPE: 25_000_000n,
  USDC: 1_000_000n,
}

/** What a conversion needs to know of a currency. */
export interface PricedCurrency {
  symbol: string
  decimals: number
}

export type Rounding = 'down' | 'up'

/** True when the table prices `symbol`; the catalogue holds only such currencies. */
export function hasPrice(symbol: string): boolean {
  return Object.hasOwn(USD_PRICES, symbol)
}

/** USD price of one whole unit of `symbol`, 6 decimals. */
export function usdPrice(symbol: string): bigint {
  const price = USD_PRICES[symbol]
  if (price === undefined) throw new Error(`no devnet price for ${symbol}`)
  return price
}

/**
 * `amount` of `from` (smallest unit) in `to` (smallest unit), exactly, at the table's prices.
 * Rounds down by default, so the service never promises more than the value it holds; `up`
 * is for amounts the user must pay, so the solver is never short by a unit.
 */
export function convert({
  amount,
  from,
  to,
  rounding = 'down',
}: {
  amount: bigint
  from: PricedCurrency
  to: PricedCurrency
  rounding?: Rounding
}): bigint {
  const numerator = amount * usdPrice(from.symbol) * 10n ** BigInt(to.decimals)
  const denominator = usdPrice(to.symbol) * 10n ** BigInt(from.decimals)
  return divide(numerator, denominator, rounding)
}

/** USD value (6 decimals) of `amount` of `currency`, rounded down. */
export function toUsd(amount: bigint, currency: PricedCurrency): bigint {
  return (amount * usdPrice(currency.symbol)) / 10n ** BigInt(currency.decimals)
}

/** Smallest units of `currency` worth `usd` (6 decimals). */
export function fromUsd(usd: bigint, currency: PricedCurrency, rounding: Rounding = 'down'): bigint {
  return divide(usd * 10n ** BigInt(currency.decimals), usdPrice(currency.symbol), rounding)
}

/** `amountUsd` of a response: the USD value as a decimal string, e.g. `"2.995181"`. */
export function formatUsd(amount: bigint, currency: PricedCurrency): string {
  return formatUnits(toUsd(amount, currency), USD_DECIMALS)
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

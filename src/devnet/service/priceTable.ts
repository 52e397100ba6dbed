import { formatUnits, parseUnits } from 'viem'
import { DevnetError } from '../errors'
import { TOKEN_TABLE } from '../tokens/tokenTable'

/** Decimals of every USD price and value: 1 USD is 1_000_000. */
export const USD_DECIMALS = 6

/** USD prices (6 decimals) by symbol, as one moment sees them: what the pure pricing functions read. */
export type UsdPrices = Readonly<Record<string, bigint>>

/**
 * A devnet's starting prices: the gas currencies, USDC and every token of the token list.
 * Frozen: each devnet moves its own copy in a `PriceTable`.
 */
export const DEFAULT_USD_PRICES: UsdPrices = Object.freeze({
  ETH: 3_000_000_000n,
  HYPE: 25_000_000n,
  USDC: 1_000_000n,
  ...Object.fromEntries(TOKEN_TABLE.map((spec) => [spec.symbol, tokenPrice(spec.symbol, spec.price)])),
})

/**
 * One devnet's price table. Prices move only when a test or tool says so (`POST /_devnet/prices`),
 * so a quote and the fill that revalidates it agree to the unit unless a price was moved between
 * them on purpose. One instance per devnet: two devnets in one process never share prices.
 */
export class PriceTable {
  private readonly initial: UsdPrices
  private current: UsdPrices

  constructor(initial: UsdPrices = DEFAULT_USD_PRICES) {
    for (const [symbol, price] of Object.entries(initial)) checkPrice(symbol, price)
    this.initial = Object.freeze({ ...initial })
    this.current = this.initial
  }

  /** True when the table prices `symbol`; the currency catalogue holds only such currencies. */
  has(symbol: string): boolean {
    return Object.hasOwn(this.current, symbol)
  }

  /**
   * The prices of this moment, frozen. A quote or a revalidation reads one snapshot throughout,
   * so a price moved while it awaits a chain read cannot mix two tables in one computation.
   */
  snapshot(): UsdPrices {
    return this.current
  }

  /** Moves the prices of symbols the table already holds; all or nothing. Returns the new table. */
  set(patch: Readonly<Record<string, bigint>>): UsdPrices {
    for (const [symbol, price] of Object.entries(patch)) {
      // A new symbol would price nothing the catalogue lists: almost surely a typo.
      if (!this.has(symbol)) throw new DevnetError('UNKNOWN_SYMBOL', `no devnet price for ${symbol}; priced: ${Object.keys(this.current).join(', ')}`)
      checkPrice(symbol, price)
    }
    this.current = Object.freeze({ ...this.current, ...patch })
    return this.current
  }

  /** Back to the prices the table started with. */
  reset(): UsdPrices {
    this.current = this.initial
    return this.current
  }
}

/** USD price of one whole unit of `symbol`, 6 decimals. */
export function usdPrice(prices: UsdPrices, symbol: string): bigint {
  const price = prices[symbol]
  if (price === undefined) throw new DevnetError('UNKNOWN_SYMBOL', `no devnet price for ${symbol}`)
  return price
}

/**
 * A USD decimal string (`"2900.5"`) as the table's integer, exactly, or undefined when it is not
 * a positive decimal with at most 6 fraction digits: rounding a price someone typed would make
 * the expected amounts of their test wrong by a unit.
 */
export function parseUsdPrice(text: string): bigint | undefined {
  if (!/^\d+(\.\d{1,6})?$/.test(text)) return undefined
  const price = parseUnits(text, USD_DECIMALS)
  return price > 0n ? price : undefined
}

/** The table as USD decimal strings, the shape `POST /_devnet/prices` takes back. */
export function formatUsdPrices(prices: UsdPrices): Record<string, string> {
  return Object.fromEntries(Object.entries(prices).map(([symbol, price]) => [symbol, formatUnits(price, USD_DECIMALS)]))
}

function tokenPrice(symbol: string, text: string): bigint {
  const price = parseUsdPrice(text)
  if (price === undefined) throw new DevnetError('INVALID_PRICE', `the token list prices ${symbol} at ${text}: not a positive USD decimal with at most 6 fraction digits`)
  return price
}

function checkPrice(symbol: string, price: bigint): void {
  // Every conversion divides by a price.
  if (price <= 0n) throw new DevnetError('INVALID_PRICE', `the price of ${symbol} must be positive; got ${price}`)
}

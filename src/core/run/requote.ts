import type { CurrencyAmount, QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'

/** A quote older than this is fetched again (and compared with it) right before it is executed. */
export const DEFAULT_MAX_QUOTE_AGE_MS = 5_000

/** How much worse a re-fetched quote may be than the reviewed one when the request sets no slippage: 0.5%. */
export const DEFAULT_REQUOTE_TOLERANCE_BPS = 50

/** The user's own slippage (`slippageTolerance`, in bps) when the request has a valid one. */
export function requoteToleranceBps(request: QuoteRequestInput | undefined): number {
  const given = request?.slippageTolerance
  return typeof given === 'string' && /^\d+$/.test(given) && Number(given) <= 10_000 ? Number(given) : DEFAULT_REQUOTE_TOLERANCE_BPS
}

/**
 * Whether `fresh` asks more of the user than `reviewed`, the quote the user saw, beyond
 * `toleranceBps`: more paid in, less received out, or another currency on either side. A quote
 * whose sides cannot be compared counts as worse: terms nobody saw never execute unasked.
 */
export function isWorseQuote({ reviewed, fresh, toleranceBps }: { reviewed: QuoteResponse; fresh: QuoteResponse; toleranceBps: number }): boolean {
  const before = sidesOf(reviewed)
  const after = sidesOf(fresh)
  if (!before || !after || !sameCurrency(before.in, after.in) || !sameCurrency(before.out, after.out)) return true
  const bps = BigInt(toleranceBps)
  const paysMore = BigInt(after.in.amount) * 10_000n > BigInt(before.in.amount) * (10_000n + bps)
  const receivesLess = BigInt(after.out.amount) * 10_000n < BigInt(before.out.amount) * (10_000n - bps)
  return paysMore || receivesLess
}

function sidesOf(quote: QuoteResponse): { in: CurrencyAmount; out: CurrencyAmount } | undefined {
  const { currencyIn, currencyOut } = quote.details
  return currencyIn && currencyOut ? { in: currencyIn, out: currencyOut } : undefined
}

function sameCurrency(a: CurrencyAmount, b: CurrencyAmount): boolean {
  return a.currency.chainId === b.currency.chainId && a.currency.address.toLowerCase() === b.currency.address.toLowerCase()
}

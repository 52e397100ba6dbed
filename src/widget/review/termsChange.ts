import type { QuoteResponse, TradeType } from '../../core/index'
import { sideOf, type RouteSide } from '../display/side'

/**
 * How the terms moved while the review was open, on the side the user did not fix: what they
 * receive (`EXACT_INPUT`), or what they send (`EXACT_OUTPUT`). `worse` is less received or more
 * sent: it needs the user's accept before Confirm; a better change is only marked.
 */
export interface TermsChange {
  side: 'receive' | 'send'
  worse: boolean
  /** The amount the user saw (and accepted), then the one shown now, both in `now`'s currency. */
  before: bigint
  now: RouteSide
}

/**
 * The change from `seen` (the quote shown when the review opened, or last accepted) to `shown`, in
 * bigint units; undefined when that side's amount is the same, or cannot be compared (another
 * currency, a side missing).
 */
export function termsChange(seen: QuoteResponse, shown: QuoteResponse, tradeType: TradeType = 'EXACT_INPUT'): TermsChange | undefined {
  const side = tradeType === 'EXACT_OUTPUT' ? 'send' : 'receive'
  const pick = (quote: QuoteResponse) => sideOf(side === 'send' ? quote.details.currencyIn : quote.details.currencyOut)
  const before = pick(seen)
  const now = pick(shown)
  if (!before || !now || before.amount === now.amount) return undefined
  if (before.chainId !== now.chainId || before.address.toLowerCase() !== now.address.toLowerCase() || before.decimals !== now.decimals) return undefined
  const worse = side === 'receive' ? now.amount < before.amount : now.amount > before.amount
  return { side, worse, before: before.amount, now }
}

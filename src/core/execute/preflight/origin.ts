import type { QuoteResponse } from '../../types/quote'
import type { QuoteRequestInput } from '../../types/request'
import { isChainId, isString, isUintString } from '../../utils/predicates'

/** What the user agreed to pay, as the quote shows it (or, failing that, as the request asked). */
export interface Origin {
  chainId: number
  /** Lowercase currency id; undefined when neither the quote nor the request names an address. */
  currency: string | undefined
  /** Smallest unit; undefined when the amount paid is not known before the quote (exact output). */
  amount: bigint | undefined
  decimals: number | undefined
}

/**
 * The origin from `details.currencyIn`, or from the request the quote answers (which the quote
 * was checked against). Undefined when neither is known.
 */
export function readOrigin(quote: QuoteResponse, request: QuoteRequestInput | undefined): Origin | undefined {
  const asked = isChainId(request?.originChainId) ? request.originChainId : undefined
  const shown = quote.details.currencyIn
  if (shown) {
    const { chainId, address, decimals } = shown.currency
    return { chainId, currency: address.toLowerCase(), amount: BigInt(shown.amount), decimals }
  }
  if (asked === undefined) return undefined
  const { originCurrency, amount, tradeType } = request ?? {}
  const currency = isString(originCurrency) && /^0x/i.test(originCurrency) ? originCurrency.toLowerCase() : undefined
  // An exact input is what the user pays; an exact output says nothing of the input.
  const paid = tradeType === 'EXACT_INPUT' && isUintString(amount) && currency ? BigInt(amount) : undefined
  return { chainId: asked, currency, amount: paid, decimals: undefined }
}

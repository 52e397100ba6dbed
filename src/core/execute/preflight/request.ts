import type { Hex } from 'viem'
import { UnsafeStepError } from '../../errors/execution'
import type { CurrencyAmount, QuoteResponse } from '../../types/quote'
import type { QuoteRequestInput } from '../../types/request'
import { isChainId, isString, isUintString } from '../../utils/predicates'

/** A currency id or an address compares without case when it is hex; other ids (symbols, other VMs' addresses) exactly. */
const same = (a: string, b: string) => (/^0x/i.test(a) && /^0x/i.test(b) ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * The quote answers the request it was asked for: the chains and currencies of both sides, the
 * amount of an exact input, and the recipient, wherever the quote shows them. A quote that lies
 * consistently (the origin moved to another chain in `currencyIn` and in its transactions alike, or
 * the amount multiplied in both) is refused here, before anything reaches the wallet. A symbol in
 * the request (`usdc`) names no address and is left to the other checks.
 */
export function checkRequest(quote: QuoteResponse, request: QuoteRequestInput | undefined, requestId: Hex): void {
  if (!request) return
  const { currencyIn, currencyOut, recipient } = quote.details
  const refuse = (field: string, shown: unknown, asked: unknown, what: string) => {
    throw new UnsafeStepError({ requestId, field, reason: `is ${String(shown)}, not the request's ${what} ${String(asked)}` })
  }
  const side = (shown: CurrencyAmount | undefined, path: string, chainId: unknown, currency: unknown, name: string) => {
    if (!shown) return
    if (isChainId(chainId) && shown.currency.chainId !== chainId) refuse(`${path}.currency.chainId`, shown.currency.chainId, chainId, `${name} chain`)
    if (isString(currency) && /^0x/i.test(currency) && !same(shown.currency.address, currency)) refuse(`${path}.currency.address`, shown.currency.address, currency, `${name} currency`)
  }
  side(currencyIn, 'details.currencyIn', request.originChainId, request.originCurrency, 'origin')
  side(currencyOut, 'details.currencyOut', request.destinationChainId, request.destinationCurrency, 'destination')
  const { amount, tradeType } = request
  if (currencyIn && tradeType === 'EXACT_INPUT' && isUintString(amount) && BigInt(currencyIn.amount) !== BigInt(amount)) {
    refuse('details.currencyIn.amount', currencyIn.amount, amount, 'exact input')
  }
  const asked = isString(request.recipient) ? request.recipient : isString(request.user) ? request.user : undefined
  if (isString(recipient) && asked !== undefined && !same(recipient, asked)) refuse('details.recipient', recipient, asked, 'recipient')
}

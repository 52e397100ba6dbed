import { isAddressEqual, zeroAddress, type Address } from 'viem'
import { VENUE_CHAIN_ID } from '../../core/constants'
import type { UsdPrices } from '../service/priceTable'
import { formatAmount } from '../service/prices'
import { nativeCostsIn, outputOf, requestPricing } from '../service/pricing'
import type { DevnetRequest } from '../service/store'
import type { Asset, Payment } from './types'

/** Words every price refusal starts with, so a reader of `details.failReason` can tell it apart. */
export const PRICE_MOVED = 'price moved beyond slippage'

/**
 * Why a deposit may not be filled as quoted, or undefined when it may: the deposit must be the
 * one quoted (chain, amount, token), and at the prices of the fill it must still buy at least
 * the quote's minimum output.
 */
export function revalidate(
  record: DevnetRequest,
  payment: Payment,
  { resolveAsset, prices }: { resolveAsset: (chainId: number, currency: string) => Asset; prices: UsdPrices },
): string | undefined {
  return depositMismatch(record, payment, resolveAsset) ?? priceMoved(record, prices)
}

function depositMismatch(record: DevnetRequest, payment: Payment, resolveAsset: (chainId: number, currency: string) => Asset): string | undefined {
  const { request, terms } = record
  if (payment.chainId !== request.originChainId) return `deposit on chain ${payment.chainId}, quoted on ${request.originChainId}`
  if (payment.chainId !== VENUE_CHAIN_ID) {
    const asset = resolveAsset(request.originChainId, request.originCurrency)
    const expected = asset.kind === 'erc20' ? asset.address : zeroAddress
    if (!isAddressEqual(payment.token as Address, expected)) return `deposit of token ${payment.token}, quoted ${expected}`
  }
  // The token is the quoted one by now, so both amounts read in its units.
  const { currencyIn } = terms
  if (payment.amount !== terms.amountIn) return `deposit of ${formatAmount(payment.amount, currencyIn)}, quoted ${formatAmount(terms.amountIn, currencyIn)}`
  return undefined
}

/**
 * Reprices the deposit with the quote's own pricing at `prices`: the same fees, and the native
 * costs (gas, top-up, a call's value) charged again at these prices. The fill delivers the
 * quoted amount, never more, so only a fall matters: it goes ahead while what the deposit buys
 * now stays at or above `minAmountOut`, the quote's slippage bound. Otherwise the solver would
 * fill at a loss, and the request is refunded instead.
 */
export function priceMoved(record: DevnetRequest, prices: UsdPrices): string | undefined {
  const { request, terms } = record
  const { currencyIn, currencyOut } = terms
  const fixed = nativeCostsIn({ costs: terms, native: terms.destinationNative, currencyIn, prices })
  const pricing = requestPricing(request)
  const now = outputOf({ currencyIn, currencyOut, ...pricing, fixedCostIn: fixed.total, prices }, terms.amountIn)
  // A call that delivers nothing but its calls has no output to slip: its bound is that the
  // deposit still pays the fees and costs.
  if (now.net < 0n) {
    return `${PRICE_MOVED}: the deposit of ${formatAmount(terms.amountIn, currencyIn)} no longer covers the fees and costs (short by ${formatAmount(-now.net, currencyIn)})`
  }
  if (now.amountOut < terms.minAmountOut) {
    const out = (amount: bigint) => formatAmount(amount, currencyOut)
    return `${PRICE_MOVED}: the deposit now buys ${out(now.amountOut)}, below the minimum ${out(terms.minAmountOut)} (quoted ${out(terms.amountOut)}, slippage ${pricing.slippageBps} bps)`
  }
  return undefined
}

import { formatUnits } from 'viem'
import { parseDecimal } from '../display/number'
import type { RouteSide } from '../display/side'
import { USD_DECIMALS, type FeeFigure } from './figures'

/**
 * The fees' total in USD as a decimal string, when every non-zero fee has a USD value (a rebate
 * counts against it); `undefined` otherwise, rather than a total that leaves a fee out.
 */
export function totalFeesUsd(fees: FeeFigure[]): string | undefined {
  let total = 0n
  for (const fee of fees) {
    if (fee.amount === 0n) continue
    const usd = parseDecimal(fee.usd, USD_DECIMALS)
    if (usd === undefined) return undefined
    // The service sends a rebate's USD value unsigned or signed: the amount's sign decides.
    total += fee.amount < 0n ? -(usd < 0n ? -usd : usd) : usd
  }
  return fees.length ? formatUnits(total, USD_DECIMALS) : undefined
}

/**
 * What the user gets in USD against what they send, in basis points (negative: they get less),
 * when both sides have a USD value. Fees included, as a user weighs a route.
 */
export function priceImpactBps(send: RouteSide | undefined, receive: RouteSide | undefined): bigint | undefined {
  const sent = parseDecimal(send?.usd, USD_DECIMALS)
  const received = parseDecimal(receive?.usd, USD_DECIMALS)
  if (sent === undefined || received === undefined || sent <= 0n) return undefined
  return ((received - sent) * 10_000n) / sent
}

import type { QuoteRequest, TradeType } from '../../core/index'
import { HttpProblem } from '../http/jsonServer'
import type { UsdPrices } from './priceTable'
import { convert, divide, formatAmount, type PricedCurrency } from './prices'

/** 100% in basis points. */
export const BPS = 10_000n
/** The service's own fee: 10 basis points of the input. */
export const RELAYER_FEE_BPS = 10n
export const DEFAULT_SLIPPAGE_BPS = 50n

export interface PricingInput {
  tradeType: TradeType
  /** The input amount (EXACT_INPUT) or the output wanted (EXACT_OUTPUT), smallest unit. */
  amount: bigint
  currencyIn: PricedCurrency
  currencyOut: PricedCurrency
  /** Basis points of the input, one per app fee. */
  appFeeBps: bigint[]
  /** Costs in the input currency that do not scale with the amount: destination gas, gas top-up. */
  fixedCostIn: bigint
  slippageBps: bigint
  /** A cross-chain call may deliver nothing but its calls (no value, no tokens): a zero output is fine. */
  allowZeroOut?: boolean
  /** The prices of the moment: the quote's, or the fill's when it revalidates. */
  prices: UsdPrices
}

/** What `outputOf` needs: the pricing of a request without its trade type and amount. */
export type DepositPricing = Omit<PricingInput, 'tradeType' | 'amount'>

/** What a fill costs in the destination's gas currency besides the output (the venue has none). */
export interface NativeCosts {
  /** The fill's gas: the estimate on the destination times its gas price at quote time. */
  gasWei: bigint
  /** Native gas delivered to the recipient when `topupGas` is set. */
  topupGasWei: bigint
  /** A call's native value when the output is a token: the solver pays it on top of the tokens. */
  callValueWei: bigint
}

export interface Pricing {
  amountIn: bigint
  amountOut: bigint
  minAmountOut: bigint
  /** In the input currency. */
  relayerFee: bigint
  /** Per app fee, in the input currency (what the user is charged). */
  appFeesIn: bigint[]
  /** Per app fee, in the output currency (what the solver pays out on the destination). */
  appFeesOut: bigint[]
}

/**
 * The amounts of a quote. EXACT_INPUT takes the fees off the input and converts the rest;
 * EXACT_OUTPUT finds the least input whose EXACT_INPUT output reaches the amount wanted, so the
 * two trade types agree: quoting the returned `amountIn` as EXACT_INPUT delivers at least it.
 * Throws a 400 `AMOUNT_TOO_LOW` when the fees take the whole input.
 */
export function priceAmounts(input: PricingInput): Pricing {
  const totalBps = RELAYER_FEE_BPS + input.appFeeBps.reduce((sum, bps) => sum + bps, 0n)
  if (totalBps >= BPS) {
    throw new HttpProblem(400, `The relayer fee (${RELAYER_FEE_BPS} bps) and app fees (${totalBps - RELAYER_FEE_BPS} bps) take the whole amount.`, 'AMOUNT_TOO_LOW')
  }
  if (input.tradeType === 'EXACT_INPUT') {
    const { net, ...priced } = outputOf(input, input.amount)
    if (priced.amountOut > 0n || (input.allowZeroOut && net >= 0n)) return priced
    throw tooLow(input, priced)
  }
  if (input.amount === 0n && !input.allowZeroOut) {
    const { currencyOut } = input
    throw new HttpProblem(400, `An EXACT_OUTPUT amount of ${formatAmount(0n, currencyOut)} asks for nothing; request at least ${formatAmount(1n, currencyOut)}.`, 'AMOUNT_TOO_LOW')
  }
  const amountIn = inputFor(input, input.amount, totalBps)
  // The output is what was asked: any unit the rounding of the input adds stays with the solver.
  const { net: _net, ...priced } = outputOf(input, amountIn)
  return withOutput(priced, input.amount, input.slippageBps)
}

/**
 * What `amountIn` buys at `input.prices`, fees off; never throws. Both trade types price through
 * it, and the solver reprices a deposit with it at fill time: one source of the maths. `net`
 * below zero says the fees alone exceed the input.
 */
export function outputOf(input: DepositPricing, amountIn: bigint): Pricing & { net: bigint } {
  const { currencyIn: from, currencyOut: to, prices } = input
  const relayerFee = bpsOf(amountIn, RELAYER_FEE_BPS)
  const appFeesIn = input.appFeeBps.map((bps) => bpsOf(amountIn, bps))
  const net = amountIn - relayerFee - appFeesIn.reduce((sum, fee) => sum + fee, 0n) - input.fixedCostIn
  const amountOut = net > 0n ? convert({ amount: net, from, to, prices }) : 0n
  const appFeesOut = appFeesIn.map((fee) => convert({ amount: fee, from, to, prices }))
  return { ...withOutput({ amountIn, amountOut: 0n, minAmountOut: 0n, relayerFee, appFeesIn, appFeesOut }, amountOut, input.slippageBps), net }
}

/** The least input whose net converts to at least `amountOut`. */
function inputFor(input: PricingInput, amountOut: bigint, totalBps: bigint): bigint {
  // Exact: floor(net * rate) >= amountOut holds from this net up, and not below it.
  const netWanted = convert({ amount: amountOut, from: input.currencyOut, to: input.currencyIn, prices: input.prices, rounding: 'up' })
  // Fees rounded down can only make the net larger than this bound says, so it is enough...
  let amountIn = divide((netWanted + input.fixedCostIn) * BPS, BPS - totalBps, 'up')
  // ...and at most one unit per fee too much: step down while one unit less still reaches it.
  const reaches = (candidate: bigint) => outputOf(input, candidate).net >= netWanted
  for (let step = 0; step <= input.appFeeBps.length + 1 && amountIn > 0n && reaches(amountIn - 1n); step++) amountIn -= 1n
  return amountIn
}

/** The parts of the pricing a request states itself: app fees, slippage, whether it is a call. */
export function requestPricing(request: QuoteRequest): Pick<PricingInput, 'appFeeBps' | 'slippageBps' | 'allowZeroOut'> {
  return {
    appFeeBps: (request.appFees ?? []).map((fee) => BigInt(fee.fee)),
    slippageBps: BigInt(request.slippageTolerance ?? DEFAULT_SLIPPAGE_BPS),
    allowZeroOut: request.txs !== undefined,
  }
}

/**
 * Each native cost in the input currency, rounded up (the user pays it), and their sum, the
 * pricing's `fixedCostIn`. Converted one by one, as the quote shows them, so a repricing at
 * unchanged prices finds the very same sum.
 */
export function nativeCostsIn({
  costs,
  native,
  currencyIn,
  prices,
}: {
  costs: NativeCosts
  /** The destination's gas currency; undefined for the venue, where a fill costs no gas. */
  native: PricedCurrency | undefined
  currencyIn: PricedCurrency
  prices: UsdPrices
}): { gas: bigint; topup: bigint; callValue: bigint; total: bigint } {
  const inInput = (wei: bigint) => (native && wei > 0n ? convert({ amount: wei, from: native, to: currencyIn, prices, rounding: 'up' }) : 0n)
  const gas = inInput(costs.gasWei)
  const topup = inInput(costs.topupGasWei)
  const callValue = inInput(costs.callValueWei)
  return { gas, topup, callValue, total: gas + topup + callValue }
}

function withOutput(pricing: Pricing, amountOut: bigint, slippageBps: bigint): Pricing {
  return { ...pricing, amountOut, minAmountOut: amountOut - bpsOf(amountOut, slippageBps) }
}

function bpsOf(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / BPS
}

function tooLow(input: PricingInput, priced: Pricing): HttpProblem {
  // The least input that delivers one unit: what the user can act on.
  const totalBps = RELAYER_FEE_BPS + input.appFeeBps.reduce((sum, bps) => sum + bps, 0n)
  const least = inputFor(input, 1n, totalBps)
  const fees = priced.relayerFee + priced.appFeesIn.reduce((sum, fee) => sum + fee, 0n) + input.fixedCostIn
  return new HttpProblem(
    400,
    `Amount ${formatAmount(input.amount, input.currencyIn)} is too low: fees of ${formatAmount(fees, input.currencyIn)} (relayer, app fees, destination gas and top-up) leave nothing to deliver; send at least ${formatAmount(least, input.currencyIn)}.`,
    'AMOUNT_TOO_LOW',
  )
}

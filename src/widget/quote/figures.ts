import type { CurrencyInfo, FeeAmount, QuoteResponse, TradeType } from '../../core/index'
import { sameId } from '../../core/utils/sameId'
import { sameCurrency } from '../catalog/catalog'
import { parseDecimal } from '../display/number'
import { sideOf, type RouteSide } from '../display/side'

export type FeeKind = 'gas' | 'relayer' | 'app'

/** A fee: in its currency when known (`decimals`), else as the service formatted it, else raw. */
export interface FeeFigure {
  kind: FeeKind
  /** Smallest unit; below zero for a rebate (the service documents negative fees). */
  amount: bigint
  symbol: string
  /** Known when the fee's currency is an object, or an id matching one side of the quote. */
  decimals?: number | undefined
  /** The service's own formatting, used when the decimals are unknown. */
  formatted?: string | undefined
  usd?: string | undefined
  /** Whether the fee is paid in the currency sent (by chain and address). */
  inSendCurrency: boolean
}

export interface QuoteFigures {
  send?: RouteSide
  receive?: RouteSide
  /** `receive` less `slippageBps`, in its smallest unit; for an `EXACT_INPUT` quote. */
  minimumReceived?: bigint
  /** `send` plus `slippageBps`, rounded up, in its smallest unit: the most the user may pay, for an `EXACT_OUTPUT` quote. */
  maximumSent?: bigint
  fees: FeeFigure[]
  /** Units of `receive` per whole unit of `send`, with `RATE_DECIMALS` fraction digits. */
  rate?: bigint
  /**
   * The fees' share of the amount sent, in basis points: in USD when the amount sent and every
   * non-zero fee have a USD value, else from the fees paid in the currency sent.
   */
  feeShareBps?: bigint
  /** Seconds. */
  timeEstimate?: number
}

export const RATE_DECIMALS = 6
/** Fees above this share of the amount sent are flagged (10%). */
export const DEFAULT_HIGH_FEE_BPS = 1_000
/** The precision USD values are compared at. */
export const USD_DECIMALS = 6
const FEE_KINDS: FeeKind[] = ['gas', 'relayer', 'app']

export interface QuoteFiguresOptions {
  /** The quoted request's trade type. Default `EXACT_INPUT`. */
  tradeType?: TradeType | undefined
}

/**
 * Everything the summary and the review show, from a quote and the slippage, in bigint maths. The
 * slippage bounds the side the user did not fix: the least received when they fixed what they pay
 * (`EXACT_INPUT`), the most sent when they fixed what they receive (`EXACT_OUTPUT`).
 */
export function quoteFigures(quote: QuoteResponse, slippageBps: number, { tradeType = 'EXACT_INPUT' }: QuoteFiguresOptions = {}): QuoteFigures {
  const { currencyIn, currencyOut, timeEstimate } = quote.details
  const send = sideOf(currencyIn)
  const receive = sideOf(currencyOut)
  const fees = FEE_KINDS.flatMap((kind) => {
    const fee = readFee(quote.fees[kind])
    const figure = fee && feeFigure(kind, fee, [currencyIn?.currency, currencyOut?.currency], currencyIn?.currency)
    // A fee that is absent or zero is not worth a row ("Network fee 0 USDC" on a gasless withdrawal).
    return figure && figure.amount !== 0n ? [figure] : []
  })
  const bps = BigInt(Math.min(Math.max(Math.trunc(slippageBps), 0), 10_000))
  const exactOutput = tradeType === 'EXACT_OUTPUT'
  return {
    ...(send ? { send } : {}),
    ...(send && exactOutput ? { maximumSent: ceilDiv(send.amount * (10_000n + bps), 10_000n) } : {}),
    ...(receive ? { receive } : {}),
    ...(receive && !exactOutput ? { minimumReceived: (receive.amount * (10_000n - bps)) / 10_000n } : {}),
    fees,
    ...(send && receive && send.amount > 0n
      ? { rate: (receive.amount * 10n ** BigInt(send.decimals + RATE_DECIMALS)) / (send.amount * 10n ** BigInt(receive.decimals)) }
      : {}),
    ...withShare(feeShare(send, fees)),
    ...(typeof timeEstimate === 'number' ? { timeEstimate } : {}),
  }
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b

function withShare(share: bigint | undefined): { feeShareBps?: bigint } {
  return share === undefined ? {} : { feeShareBps: share }
}

function feeFigure(kind: FeeKind, fee: FeeAmount, sides: (CurrencyInfo | undefined)[], sent: CurrencyInfo | undefined): FeeFigure | undefined {
  const amount = /^-?\d+$/.test(fee.amount) ? BigInt(fee.amount) : undefined
  if (amount === undefined) return undefined
  const currency = typeof fee.currency === 'string' ? sides.find((side) => side && matches(side, fee.currency as string)) : fee.currency
  return {
    kind,
    amount,
    symbol: currency?.symbol ?? (fee.currency as string),
    ...(currency ? { decimals: currency.decimals } : {}),
    ...(fee.amountFormatted ? { formatted: fee.amountFormatted } : {}),
    ...(fee.amountUsd ? { usd: fee.amountUsd } : {}),
    inSendCurrency: currency !== undefined && sent !== undefined && sameCurrency(currency, sent),
  }
}

function feeShare(send: RouteSide | undefined, fees: FeeFigure[]): bigint | undefined {
  if (!send || send.amount === 0n) return undefined
  const sentUsd = parseDecimal(send.usd, USD_DECIMALS)
  const feesUsd = fees.map((fee) => (fee.amount === 0n ? 0n : parseDecimal(fee.usd, USD_DECIMALS)))
  if (sentUsd !== undefined && sentUsd > 0n && feesUsd.every((usd) => usd !== undefined)) {
    return (feesUsd.reduce<bigint>((sum, usd) => sum + (usd ?? 0n), 0n) * 10_000n) / sentUsd
  }
  const same = fees.filter((fee) => fee.inSendCurrency)
  if (!same.length) return undefined
  return (same.reduce((sum, fee) => sum + fee.amount, 0n) * 10_000n) / send.amount
}

/** A fee currency given as an id (`usdc`, or an address) names a side of the quote by symbol or address. */
function matches(side: CurrencyInfo, id: string): boolean {
  return sameId(side.address, id) || sameId(side.symbol, id)
}

/** `gas` and `relayer` are parsed by the core; `app` (seen in the wild) passes through unchecked. */
function readFee(value: unknown): FeeAmount | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { amount, currency } = value as Partial<FeeAmount>
  const known = typeof currency === 'string' || (typeof currency === 'object' && currency !== null && typeof currency.decimals === 'number')
  return typeof amount === 'string' && known ? (value as FeeAmount) : undefined
}

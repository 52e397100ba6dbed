import type { Address, Hex } from 'viem'

/**
 * `EXPECTED_OUTPUT` is the published service's third trade type (not in the spec): quoted from an
 * output amount like `EXACT_OUTPUT`, but the input is then fixed and the output may move within
 * the slippage. Its UI kit sends it when the user types the amount to receive.
 */
export type TradeType = 'EXACT_INPUT' | 'EXACT_OUTPUT' | 'EXPECTED_OUTPUT'

/** A transaction run on the destination chain in a cross-chain call. */
export interface QuoteTx {
  to: Address
  /** Native value in the smallest unit, as an integer string. */
  value: string
  data: Hex
}

export interface AppFee {
  recipient: Address
  /** Basis points, 0..10000, as an integer string. */
  fee: string
}

/**
 * Body of `POST /quote`, as the service receives it: the fields the spec lists (others the caller
 * gave pass through too). A type, not an interface, so it fits where any JSON object does.
 */
export type QuoteRequest = {
  user: Address
  originChainId: number
  destinationChainId: number
  originCurrency: string
  destinationCurrency: string
  /** Integer amount in the smallest unit. For cross-chain calls, the sum of `txs[].value`. */
  amount: string
  tradeType: TradeType
  recipient?: string
  /** Basis points, e.g. "50" for 0.5%. */
  slippageTolerance?: string
  useExternalLiquidity?: boolean
  referrer?: string
  refundTo?: Address
  topupGas?: boolean
  /** USD with 5 decimals as an integer string: 100000 is 1 USD. */
  topupGasAmount?: string
  txs?: QuoteTx[]
  appFees?: AppFee[]
  protocolVersion?: 'v2'
}

/**
 * What a caller may hand to `validateQuoteRequest`: the same fields, loosely typed, because
 * they come from forms and from JSON. The validator turns it into a `QuoteRequest` or says why not.
 * Fields the spec does not list are passed to the service unchanged.
 */
export type QuoteRequestInput = {
  [K in keyof QuoteRequest]?: unknown
} & { [extra: string]: unknown }

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
  /**
   * Ask for the gasless path: an ERC-20 origin that supports EIP-3009 (USDC) is answered with one
   * signature, a `TransferWithAuthorization` to the service, which submits it and pays the gas; its
   * fees come out of the token. The published service's field, not in the spec. `executeQuote`
   * runs such a signature only for a request that asked for it, and only after checking it.
   */
  usePermit?: boolean
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
 * A quote request as a caller builds it, for `useQuote`, `getQuote` and `executeQuote`: the fields
 * of `QuoteRequest` with their types, each optional (a form fills them in one by one;
 * `validateQuoteRequest` says which are still missing) and each accepting `undefined`, which
 * counts as absent. Amounts are integer strings in the smallest unit, as the service takes them.
 * The chain ids are numbers; `tradeType` is one of the service's words (`TradeType`).
 *
 * No index signature, so a misspelt field in an object literal does not compile. A field the type
 * does not list (one the service serves beyond the spec) reaches the service unchanged at run
 * time; to send one, widen the type where you build the request:
 * `const request: QuoteRequestInput & { someNewField: string } = { ...fields, someNewField: 'x' }`.
 */
export type QuoteRequestInput = {
  [K in keyof QuoteRequest]?: ReadonlyList<QuoteRequest[K]> | undefined
}

/** Lists (`txs`, `appFees`) are read, never changed: a readonly one (`as const`) will do. */
type ReadonlyList<T> = T extends (infer Item)[] ? readonly Item[] : T

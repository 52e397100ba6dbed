/** The quote: its summary line and breakdown under the form, and the terms the review shows again. */
export interface QuoteLabels {
  /** The quote area's accessible name. */
  title: string
  loading: string
  stale: string
  current: string
  age: (seconds: number) => string
  /** The one-line summary, a button that shows the breakdown (`aria-expanded`). */
  details: string
  /** Holds the summary line's place before there is anything to quote. */
  emptyHint: string
  /** In place of the quote while a withdrawal from the venue waits for a wallet (it is priced from the user's venue account). */
  connectHint: string
  /** The fees' total in USD, on the summary line. */
  cost: (usd: string) => string
  noRouteTitle: string
  errorTitle: string
  /** A transient failure (network, timeout, 5xx, 429): the main button and the quote area's title. */
  unavailable: string
  unavailableDetail: string
  retry: string
  retrying: string
  /**
   * Short words for the service's quote `errorCode`s (those the devnet sends; add your service's),
   * for the main button and the quote area's title; other codes read as no route.
   */
  errorCodes: Record<string, string>
  minimumReceived: string
  /** An `EXACT_OUTPUT` quote: the most the user may pay, in what they send. */
  maximumSent: string
  rateValue: (inSymbol: string, rate: string, outSymbol: string) => string
  timeEstimate: string
  timeEstimateValue: (seconds: number) => string
  fees: string
  gasFee: string
  serviceFee: string
  appFee: string
  /** A negative fee, which the user gets back: `0.02 USDC (rebate)`. */
  rebate: (amount: string) => string
  totalFees: string
  priceImpact: string
  slippage: string
  highFeeWarning: (percent: string) => string
  /** A refused amount with the bound the service named: `usd` is formatted (`$0.09`) when a price is known. */
  limitDetail: (kind: 'minimum' | 'maximum', amount: string, symbol: string, usd: string | undefined) => string
  /** Sets the bound as the amount, and quotes it. */
  useLimit: (kind: 'minimum' | 'maximum') => string
}

/** The keys the form reads (in its first load); the others (./en/quoteLater.ts) only the quote's breakdown, its error and the review. */
export const quoteEagerKeys = ['title', 'loading', 'stale', 'current', 'age', 'details', 'emptyHint', 'connectHint', 'cost', 'errorTitle', 'unavailable', 'errorCodes', 'rateValue', 'timeEstimateValue', 'highFeeWarning'] as const
export type QuoteEagerKey = (typeof quoteEagerKeys)[number]

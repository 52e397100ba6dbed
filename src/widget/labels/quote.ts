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

/** The keys the form reads (in its first load); the others (./quoteBreakdown) only the quote's breakdown and the review. */
export type QuoteEagerKey = 'title' | 'loading' | 'stale' | 'current' | 'age' | 'details' | 'emptyHint' | 'connectHint' | 'cost' | 'noRouteTitle' | 'errorTitle' | 'unavailable' | 'unavailableDetail' | 'retry' | 'retrying' | 'errorCodes' | 'rateValue' | 'timeEstimateValue' | 'highFeeWarning' | 'limitDetail' | 'useLimit'

/** The quote's summary line and its errors. */
export const quoteSummaryLabels: Pick<QuoteLabels, QuoteEagerKey> = {
  title: 'Quote',
  loading: 'Finding a route…',
  stale: 'Outdated: a new quote is on its way',
  current: 'Quote updated',
  age: (seconds) => `Quoted ${seconds} s ago`,
  details: 'Quote details',
  emptyHint: 'Enter an amount to get a quote.',
  connectHint: 'Connect a wallet to see the quote: a withdrawal is priced from your venue account.',
  cost: (usd) => `${usd} fees`,
  noRouteTitle: 'No route for this transfer',
  errorTitle: 'Could not get a quote',
  unavailable: 'Service unavailable',
  unavailableDetail: 'The quote service is not answering. Trying again automatically.',
  retry: 'Retry now',
  retrying: 'Retrying…',
  errorCodes: {
    AMOUNT_TOO_LOW: 'Amount too low',
    AMOUNT_TOO_HIGH: 'Amount too high',
    UNSUPPORTED_CHAIN: 'Chain not supported',
    UNSUPPORTED_CURRENCY: 'Token not supported',
  },
  rateValue: (inSymbol, rate, outSymbol) => `1 ${inSymbol} = ${rate} ${outSymbol}`,
  timeEstimateValue: (seconds) => (seconds < 60 ? `~${seconds} s` : `~${Math.round(seconds / 60)} min`),
  highFeeWarning: (percent) => `High fees: they take about ${percent}% of the amount you send.`,
  limitDetail: (kind, amount, symbol, usd) =>
    `${kind === 'minimum' ? 'The least you can send is' : 'The most you can send is'} ${amount} ${symbol}${usd ? ` (${usd})` : ''}.`,
  useLimit: (kind) => (kind === 'minimum' ? 'Use minimum' : 'Use maximum'),
}

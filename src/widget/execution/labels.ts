import { runLabels, type RunLabels } from './runLabels'

/**
 * Every user-facing string of the quote summary, the review dialog, progress, outcome and history
 * views (those of a run in `RunLabels`). Plain strings, or functions where a value is interpolated,
 * so a translation can reorder words. Merge a partial override over `executionLabels`.
 */
export interface ExecutionLabels extends RunLabels {
  // Chains and amounts
  /** A chain the host gave no name for. */
  chainFallback: (chainId: number) => string
  venueChain: string
  /** `amount` is already formatted with the currency's decimals. */
  amountWithSymbol: (amount: string, symbol: string) => string
  usdValue: (usd: string) => string
  usdBelowCent: string
  onChain: (what: string, chain: string) => string

  // Quote summary
  quoteTitle: string
  quoteLoading: string
  quoteRefreshing: string
  quoteStale: string
  quoteCurrent: string
  quoteAge: (seconds: number) => string
  noRouteTitle: string
  quoteErrorTitle: string
  /** A transient failure (network, timeout, 5xx, 429): the main button and the quote area's title. */
  quoteUnavailable: string
  quoteUnavailableDetail: string
  quoteRetry: string
  quoteRetrying: string
  /**
   * Short words for the service's quote `errorCode`s (those the devnet sends; add your service's),
   * for the main button and the quote area's title; other codes read as no route.
   */
  quoteErrorCodes: Record<string, string>
  youSend: string
  youReceive: string
  minimumReceived: string
  minimumReceivedHint: (slippage: string) => string
  /** An `EXACT_OUTPUT` quote: the most the user may pay, in what they send. */
  maximumSent: string
  maximumSentHint: (slippage: string) => string
  rate: string
  rateValue: (inSymbol: string, rate: string, outSymbol: string) => string
  timeEstimate: string
  timeEstimateValue: (seconds: number) => string
  fees: string
  gasFee: string
  serviceFee: string
  appFee: string
  /** A negative fee, which the user gets back: `0.02 USDC (rebate)`. */
  rebate: (amount: string) => string
  highFeeWarning: (percent: string) => string

}

export const executionLabels: ExecutionLabels = {
  ...runLabels,
  chainFallback: (chainId) => `Chain ${chainId}`,
  venueChain: 'Venue',
  amountWithSymbol: (amount, symbol) => `${amount} ${symbol}`,
  usdValue: (usd) => `≈ $${usd}`,
  usdBelowCent: '< $0.01',
  onChain: (what, chain) => `${what} on ${chain}`,

  quoteTitle: 'Quote',
  quoteLoading: 'Finding a route…',
  quoteRefreshing: 'Refreshing the quote…',
  quoteStale: 'Outdated: a new quote is on its way',
  quoteCurrent: 'Quote updated',
  quoteAge: (seconds) => `Quoted ${seconds} s ago`,
  noRouteTitle: 'No route for this transfer',
  quoteErrorTitle: 'Could not get a quote',
  quoteUnavailable: 'Service unavailable',
  quoteUnavailableDetail: 'The quote service is not answering. Trying again automatically.',
  quoteRetry: 'Retry now',
  quoteRetrying: 'Retrying…',
  quoteErrorCodes: {
    AMOUNT_TOO_LOW: 'Amount too low',
    UNSUPPORTED_CHAIN: 'Chain not supported',
    UNSUPPORTED_CURRENCY: 'Token not supported',
  },
  youSend: 'You send',
  youReceive: 'You receive',
  minimumReceived: 'Minimum received',
  minimumReceivedHint: (slippage) => `After up to ${slippage}% slippage`,
  maximumSent: 'Maximum sent',
  maximumSentHint: (slippage) => `After up to ${slippage}% slippage`,
  rate: 'Rate',
  rateValue: (inSymbol, rate, outSymbol) => `1 ${inSymbol} = ${rate} ${outSymbol}`,
  timeEstimate: 'Estimated time',
  timeEstimateValue: (seconds) => (seconds < 60 ? `~${seconds} s` : `~${Math.round(seconds / 60)} min`),
  fees: 'Fees',
  gasFee: 'Network fee',
  serviceFee: 'Service fee',
  appFee: 'App fee',
  rebate: (amount) => `${amount} (rebate)`,
  highFeeWarning: (percent) => `High fees: they take about ${percent}% of the amount you send.`,
}

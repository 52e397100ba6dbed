import type { QuoteEagerKey, QuoteLabels } from './quote'

/** The quote's breakdown, which the review shows again: registered when they load (../lazyLabels), out of the form's first load. */
export const quoteBreakdownLabels: Omit<QuoteLabels, QuoteEagerKey> = {
  minimumReceived: 'Minimum received',
  maximumSent: 'Maximum sent',
  timeEstimate: 'Estimated time',
  fees: 'Fees',
  gasFee: 'Network fee',
  serviceFee: 'Service fee',
  appFee: 'App fee',
  rebate: (amount) => `${amount} (rebate)`,
  totalFees: 'Total fees',
  priceImpact: 'Price impact',
  slippage: 'Max. slippage',
}

/** The main button: the one next thing to do, and while a run goes, what the wallet waits for. */
export interface ButtonLabels {
  connectWallet: string
  switchNetwork: (chain: string) => string
  selectToken: string
  enterAmount: string
  checkAmount: string
  checkRecipient: string
  checkSlippage: string
  checkDetails: string
  insufficientBalance: (symbol: string) => string
  fetchingQuote: string
  /** The service refused the quote (a 4xx) with no `errorCode` of `quote.errorCodes`; its message shows under the form. */
  noRoute: string
  review: string
  busySign: string
  busyConfirm: string
  busySubmitting: string
  busyConfirming: string
  busyPolling: string
  /** A failed fill whose refund the run still waits for. */
  busyRefunding: string
}

export const buttonLabels: ButtonLabels = {
  connectWallet: 'Connect wallet',
  switchNetwork: (chain) => `Switch to ${chain}`,
  selectToken: 'Select a token',
  enterAmount: 'Enter an amount',
  checkAmount: 'Check the amount',
  checkRecipient: 'Check the recipient',
  checkSlippage: 'Fix the slippage in settings',
  checkDetails: 'Check the transfer details',
  insufficientBalance: (symbol) => `Insufficient ${symbol} balance`,
  fetchingQuote: 'Getting a quote…',
  noRoute: 'No route',
  review: 'Review',
  busySign: 'Sign in your wallet…',
  busyConfirm: 'Confirm in your wallet…',
  busySubmitting: 'Sending…',
  busyConfirming: 'Waiting for confirmation…',
  busyPolling: 'Transfer in progress…',
  busyRefunding: 'Refund on its way…',
}

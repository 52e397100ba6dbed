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
  /** The same token on both sides: the button and the quote area's line. */
  sameToken: string
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

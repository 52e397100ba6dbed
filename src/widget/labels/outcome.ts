/** How a run ended, and what to do next. An error's title is the `errors` group's, by its code. */
export interface OutcomeLabels {
  successTitle: string
  /** A venue deposit's success. */
  venueDepositTitle: string
  /** A venue withdrawal's success: the chain the funds went to. */
  venueWithdrawTitle: (chain: string) => string
  sent: string
  received: string
  refunded: string
  /** A failed fill's refund, sent or about to be. */
  refunding: string
  failureTitle: string
  /** `amount` is what comes back, with its chain: `0.01 ETH on Base`. */
  failureAwaitingRefund: (amount: string) => string
  failureEnded: string
  /** A failed fill whose refund is on its way: nothing to do, and where to follow it. */
  refundFollowHint: string
  followRefund: string
  refundTitle: string
  refundDescription: string
  /** An error whose code has no title in `errors`. */
  errorTitle: string
  reason: string
  /** What to do next after an error, by what left the wallet. */
  nextNothingSent: string
  nextPartlySent: string
  nextFundsSent: string
  newTransfer: string
  tryAgain: string
  /** A request the run stopped waiting for (a status timeout): it may still complete. */
  stillInFlightDescription: string
  showHistory: string
}

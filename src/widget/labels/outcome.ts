/** How a run ended, and what to do next. An error's title is the `errors` group's, by its code. */
export interface OutcomeLabels {
  successTitle: string
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

export const outcomeLabels: OutcomeLabels = {
  successTitle: 'Transfer complete',
  sent: 'Sent',
  received: 'Received',
  refunded: 'Refunded',
  refunding: 'Refunding',
  failureTitle: 'Transfer failed',
  failureAwaitingRefund: (amount) => `Your funds are safe: the service is refunding ${amount}. Nothing needs to be sent again.`,
  failureEnded: 'The service could not complete the transfer and refunds it to your wallet. Nothing needs to be sent again.',
  refundFollowHint: 'The refund reaches your wallet by itself. You can close this: History follows it until it arrives.',
  followRefund: 'Follow the refund in History',
  refundTitle: 'Transfer refunded',
  refundDescription: 'The transfer could not be completed, so your funds were sent back.',
  errorTitle: 'Something went wrong',
  reason: 'Reason',
  nextNothingSent: 'Nothing was sent from your wallet. Try again when you are ready.',
  nextPartlySent: 'Your funds did not leave your wallet (only an earlier step, such as an approval, did). Start a new transfer when you are ready.',
  nextFundsSent: 'Your funds left your wallet, so do not send them again: History shows how the transfer ends.',
  newTransfer: 'New transfer',
  tryAgain: 'Try again',
  stillInFlightDescription: 'It is taking longer than usual and can still complete. History keeps following it: nothing needs to be sent again.',
  showHistory: 'View in History',
}

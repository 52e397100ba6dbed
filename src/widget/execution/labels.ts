import type { ExecutionItemStatus, ExecutionPhase } from '../../react/index'

/**
 * Every user-facing string of the quote summary, the review dialog, progress, outcome and history
 * views. Plain strings, or functions where a value is interpolated, so a translation can reorder
 * words. Merge a partial override over `executionLabels`.
 */
export interface ExecutionLabels {
  // Chains and amounts
  /** A chain the host gave no name for. */
  chainFallback: (chainId: number) => string
  venueChain: string
  /** `amount` is already formatted with the currency's decimals. */
  amountWithSymbol: (amount: string, symbol: string) => string
  usdValue: (usd: string) => string
  usdBelowCent: string
  amountBelow: (smallest: string) => string
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

  // Review dialog
  reviewTitle: string
  reviewDescription: string
  from: string
  to: string
  recipient: string
  recipientWarning: string
  withdrawalTitle: string
  withdrawalIntro: string
  withdrawalAuthorize: string
  withdrawalTransfer: string
  /** A cross-chain call: what runs on the destination once the funds arrive. */
  reviewCallTitle: string
  reviewCallNote: (count: number, chain: string) => string
  confirm: string
  cancel: string

  // Progress
  progressTitle: string
  phase: Record<ExecutionPhase, string>
  requestStatus: (status: string) => string
  /** Status words of the service; unknown words are shown as they come. */
  statusWords: Record<string, string>
  itemStatus: Record<ExecutionItemStatus, string>
  itemWaitingSignature: string
  itemWaitingTransaction: string
  itemLabel: (index: number, count: number) => string
  viewTransaction: (shortHash: string) => string
  copyHash: (shortHash: string) => string
  copied: string

  // Outcome
  successTitle: string
  received: string
  receivedWhere: (chain: string) => string
  originTransactions: string
  destinationTransactions: string
  failureTitle: string
  failureAwaitingRefund: string
  refundTitle: string
  refundDescription: string
  refundTransactions: string
  errorTitle: string
  /** Friendly titles by error code; other codes use `errorTitle`. */
  errorCodes: Record<string, string>
  reason: string
  newTransfer: string
  tryAgain: string
  /** A request the run stopped waiting for (a status timeout): it may still complete. */
  stillInFlightDescription: string
  showHistory: string
  /** Once the funds have left the wallet: the only control stops waiting here. */
  followInHistory: string
  followInHistoryHint: string
  /** A status read failed after the deposit; following goes on. */
  stillChecking: string
  /** The quote fetched again at confirm time asks more than the one reviewed. */
  quoteChangedTitle: string
  quoteChangedDescription: string

  // History
  historyTitle: string
  historyEmpty: string
  historyClear: string
  /** Asked before the history is cleared; `count` transfers would go. */
  historyClearPrompt: (count: number) => string
  historyClearKeep: string
  historyClearConfirm: string
  historyRoute: (from: string, to: string) => string
  historyStarted: (when: string) => string
}

export const executionLabels: ExecutionLabels = {
  chainFallback: (chainId) => `Chain ${chainId}`,
  venueChain: 'Venue',
  amountWithSymbol: (amount, symbol) => `${amount} ${symbol}`,
  usdValue: (usd) => `≈ $${usd}`,
  usdBelowCent: '< $0.01',
  amountBelow: (smallest) => `< ${smallest}`,
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

  reviewTitle: 'Review transfer',
  reviewDescription: 'Check the details, then confirm in your wallet.',
  from: 'From',
  to: 'To',
  recipient: 'Recipient',
  recipientWarning: 'The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.',
  withdrawalTitle: 'Two signatures',
  withdrawalIntro: 'A withdrawal from the venue asks your wallet for two signatures, in this order:',
  withdrawalAuthorize: 'Authorize the withdrawal.',
  withdrawalTransfer: 'Sign the transfer of your funds from the venue.',
  reviewCallTitle: 'Calls on the destination',
  reviewCallNote: (count, chain) =>
    `${count === 1 ? 'A call runs' : `${count} calls run`} on ${chain} once the funds arrive there; what they do not spend goes to the recipient.`,
  confirm: 'Confirm',
  cancel: 'Cancel',

  progressTitle: 'Progress',
  phase: {
    idle: 'Ready',
    'awaiting-wallet': 'Waiting for your wallet',
    submitting: 'Submitted',
    confirming: 'Confirming',
    polling: 'Processing the transfer',
    success: 'Complete',
    failure: 'Failed',
    refund: 'Refunded',
    error: 'Stopped',
  },
  requestStatus: (status) => `Request status: ${status}`,
  statusWords: { waiting: 'waiting for the deposit', pending: 'filling', success: 'complete', failure: 'failed', refund: 'refunded' },
  itemStatus: {
    pending: 'Not started',
    'waiting-for-wallet': 'Waiting for your wallet',
    submitted: 'Submitted',
    confirming: 'Confirming',
    complete: 'Done',
    failed: 'Failed',
  },
  itemWaitingSignature: 'Sign in your wallet',
  itemWaitingTransaction: 'Confirm the transaction in your wallet',
  itemLabel: (index, count) => `Part ${index} of ${count}`,
  viewTransaction: (shortHash) => `View transaction ${shortHash}`,
  copyHash: (shortHash) => `Copy transaction hash ${shortHash}`,
  copied: 'Copied',

  successTitle: 'Transfer complete',
  received: 'Received',
  receivedWhere: (chain) => `on ${chain}`,
  originTransactions: 'Sent',
  destinationTransactions: 'Delivered',
  failureTitle: 'Transfer failed',
  failureAwaitingRefund: 'Your funds will be refunded; waiting for the refund.',
  refundTitle: 'Transfer refunded',
  refundDescription: 'The transfer failed and your funds were sent back.',
  refundTransactions: 'Refund',
  errorTitle: 'Something went wrong',
  errorCodes: {
    USER_REJECTED: 'You declined in your wallet',
    CANCELLED: 'Transfer cancelled',
    EXECUTION_INTERRUPTED: 'The transfer was interrupted',
    REQUEST_FAILED: 'The transfer failed',
    REQUEST_REFUNDED: 'The transfer was refunded',
    STATUS_TIMEOUT: 'Still in progress',
    FOLLOW_STOPPED: 'Still in progress',
    QUOTE_CHANGED: 'The quote changed',
    TRANSACTION_FAILED: 'The transaction failed',
    ALLOWANCE_ERROR: 'Token allowance too low',
    UNSAFE_STEP: 'Stopped for your safety',
    SIMULATION_REVERTED: 'The transaction would fail: nothing was sent',
    UNEXPECTED_SIGNATURE_REQUEST: 'Stopped for your safety',
    VENUE_SUBMISSION_FAILED: 'The venue refused the transfer',
    WALLET_ERROR: 'Your wallet reported an error',
    WALLET_NOT_CONNECTED: 'Connect a wallet first',
    EXECUTION_IN_PROGRESS: 'A transfer is already running',
    HTTP_ERROR: 'The service answered with an error',
    NETWORK_ERROR: 'Could not reach the service',
    TIMEOUT: 'The service took too long',
    MALFORMED_RESPONSE: 'Unexpected answer from the service',
  },
  reason: 'Reason',
  newTransfer: 'New transfer',
  tryAgain: 'Try again',
  stillInFlightDescription: 'It is taking longer than usual and can still complete. History keeps following it: nothing needs to be sent again.',
  showHistory: 'View in History',
  followInHistory: 'Follow in History',
  followInHistoryHint: 'Your funds are on their way; nothing can call them back. You can close this: History follows the transfer until it ends.',
  stillChecking: 'Still checking the status…',
  quoteChangedTitle: 'The quote changed',
  quoteChangedDescription: 'The price moved since you reviewed it, beyond your slippage. Nothing was sent: check the new terms below, then confirm again.',

  historyTitle: 'Recent transfers',
  historyEmpty: 'No transfers from this browser yet.',
  historyClear: 'Clear history',
  historyClearPrompt: (count) => `Remove ${count === 1 ? 'this transfer' : `all ${count} transfers`} from this browser’s history? This cannot be undone.`,
  historyClearKeep: 'Keep',
  historyClearConfirm: 'Clear',
  historyRoute: (from, to) => `${from} → ${to}`,
  historyStarted: (when) => `Started ${when}`,
}

import type { ExecutionPhase, RunOutcome } from '../../react/index'

/**
 * The strings of a run: the review, its wallet prompts, progress, the outcome and the history.
 * Part of `ExecutionLabels` (merge overrides over `executionLabels`).
 */
export interface RunLabels {
  // Review dialog
  reviewTitle: string
  reviewDescription: string
  from: string
  to: string
  /** The route header's accessible name: `0.01 ETH on Base to 32.98 USDC on Arbitrum`. */
  route: (from: string, to: string) => string
  recipient: string
  recipientWarning: string
  /** A cross-chain call: what runs on the destination once the funds arrive. */
  reviewCallTitle: string
  reviewCallNote: (count: number, chain: string) => string
  confirm: string
  cancel: string
  /** The quote fetched again at confirm time asks more than the one reviewed. */
  quoteChangedTitle: string
  quoteChangedDescription: string

  // Wallet prompts, in the review and as the timeline's steps
  promptsTitle: (count: number) => string
  /** The prompts' titles in order, as one sentence: `Approve USDC, then deposit`. */
  promptSequence: (titles: string[]) => string
  promptApprove: (symbol: string) => string
  /** `amount` is `12.5 USDC`, or `approveUnlimited` for the largest allowance. */
  promptApproveDetail: (amount: string, spender: string, chain: string) => string
  approveUnlimited: (symbol: string) => string
  promptDeposit: string
  promptDepositDetail: (amount: string, chain: string) => string
  promptTransaction: string
  promptTransactionDetail: (chain: string) => string
  promptAuthorize: string
  promptAuthorizeDetail: string
  promptVenueTransfer: string
  promptVenueTransferDetail: (amount: string, destination: string) => string
  promptSignature: string
  promptSignatureDetail: string
  /** Terms of what a signature's typed data holds. */
  factMessage: string
  factMessageValue: (primaryType: string, domainName: string | undefined) => string
  factAmount: string
  factDestination: string
  factSpender: string
  factNonce: string
  factRequest: string
  factAccount: string

  // Progress
  progressTitle: string
  phase: Record<ExecutionPhase, string>
  /** The headline once the deposit is done: the service sends the funds on the destination. */
  statusSending: (symbol: string, chain: string) => string
  statusConfirming: (chain: string) => string
  statusRefunding: string
  stagePending: string
  stageWalletTransaction: string
  stageWalletSignature: string
  stageSubmitted: string
  stageSigned: string
  stageConfirming: string
  stageDone: string
  stageFailed: string
  /** The timeline's last entry: what arrives and where. */
  deliveryTitle: (amount: string, chain: string) => string
  deliveryPickup: string
  deliveryRefunding: string
  deliveryRefunded: string
  /** `m:ss`, or `h:mm:ss`, is passed in. */
  elapsed: (time: string) => string
  remaining: (time: string) => string
  overdue: string
  viewTransaction: (shortHash: string) => string
  copyHash: (shortHash: string) => string
  copied: string
  /** A status read failed after the deposit; following goes on. */
  stillChecking: string
  /** Once the funds have left the wallet: the only control stops waiting here. */
  followInHistory: string
  followInHistoryHint: string

  // Outcome
  successTitle: string
  sent: string
  received: string
  refunded: string
  viewOnExplorer: string
  /** A "View on explorer" link's accessible name: which transaction it opens. */
  explorerLink: (transaction: string) => string
  originTx: string
  destinationTx: string
  refundTx: string
  failureTitle: string
  /** `amount` is what comes back, with its chain: `0.01 ETH on Base`. */
  failureAwaitingRefund: (amount: string) => string
  failureEnded: string
  refundTitle: string
  refundDescription: string
  errorTitle: string
  /** Friendly titles by error code; other codes use `errorTitle`. */
  errorCodes: Record<string, string>
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

  // History
  historyTitle: string
  historyEmpty: string
  historyClear: string
  /** Asked before the history is cleared; `count` transfers would go. */
  historyClearPrompt: (count: number) => string
  historyClearKeep: string
  historyClearConfirm: string
  /** A row's accessible name: `0.01 ETH on Base to 32.98 USDC on Arbitrum`. */
  historyRoute: (from: string, to: string) => string
  historyStatus: Record<RunOutcome, string>
  /** How long ago a request started, from whole seconds. */
  timeAgo: (seconds: number) => string
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const lowered = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export const runLabels: RunLabels = {
  reviewTitle: 'Review transfer',
  reviewDescription: 'Check the details, then confirm in your wallet.',
  from: 'From',
  to: 'To',
  route: (from, to) => `${from} to ${to}`,
  recipient: 'Recipient',
  recipientWarning: 'The recipient is not your connected account. Funds sent to a wrong address cannot be recovered.',
  reviewCallTitle: 'Calls on the destination',
  reviewCallNote: (count, chain) =>
    `${count === 1 ? 'A call runs' : `${count} calls run`} on ${chain} once the funds arrive there; what they do not spend goes to the recipient.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  quoteChangedTitle: 'The quote changed',
  quoteChangedDescription: 'The price moved since you reviewed it, beyond your slippage. Nothing was sent: check the new terms below, then confirm again.',

  promptsTitle: (count) => (count === 1 ? 'Your wallet will ask once' : `Your wallet will ask ${count} times`),
  promptSequence: (titles) => capitalized(titles.map(lowered).join(', then ')),
  promptApprove: (symbol) => `Approve ${symbol}`,
  promptApproveDetail: (amount, spender, chain) => `A transaction on ${chain} that lets ${spender} take ${amount} from your wallet for this transfer.`,
  approveUnlimited: (symbol) => `any amount of ${symbol}`,
  promptDeposit: 'Deposit',
  promptDepositDetail: (amount, chain) => `A transaction on ${chain} that sends ${amount} to the service, which delivers it on the other side.`,
  promptTransaction: 'Confirm a transaction',
  promptTransactionDetail: (chain) => `A transaction on ${chain}.`,
  promptAuthorize: 'Sign the transfer authorization',
  promptAuthorizeDetail: 'A free signature, not a transaction: it ties the venue transfer to this request. It moves no funds.',
  promptVenueTransfer: 'Sign the venue transfer',
  promptVenueTransferDetail: (amount, destination) => `A free signature that moves ${amount} from your venue account to the service at ${destination}.`,
  promptSignature: 'Sign a message',
  promptSignatureDetail: 'A free signature, not a transaction.',
  factMessage: 'Message',
  factMessageValue: (primaryType, domainName) => (domainName ? `${primaryType} (${domainName})` : primaryType),
  factAmount: 'Amount',
  factDestination: 'To',
  factSpender: 'Spender',
  factNonce: 'Nonce',
  factRequest: 'Request',
  factAccount: 'Account',

  progressTitle: 'Transfer in progress',
  phase: {
    idle: 'Ready',
    'awaiting-wallet': 'Waiting for your wallet',
    submitting: 'Transaction sent',
    confirming: 'Confirming',
    polling: 'Processing the transfer',
    success: 'Complete',
    failure: 'Not completed',
    refund: 'Refunded',
    error: 'Stopped',
  },
  statusSending: (symbol, chain) => `Sending ${symbol} on ${chain}`,
  statusConfirming: (chain) => `Confirming on ${chain}`,
  statusRefunding: 'Your refund is on its way',
  stagePending: 'Up next',
  stageWalletTransaction: 'Confirm in your wallet',
  stageWalletSignature: 'Sign in your wallet',
  stageSubmitted: 'Submitted',
  stageSigned: 'Signed',
  stageConfirming: 'Confirming',
  stageDone: 'Done',
  stageFailed: 'Failed',
  deliveryTitle: (amount, chain) => `Receive ${amount} on ${chain}`,
  deliveryPickup: 'Waiting for the service',
  deliveryRefunding: 'Not filled: refund on its way',
  deliveryRefunded: 'Refunded',
  elapsed: (time) => `${time} elapsed`,
  remaining: (time) => `about ${time} left`,
  overdue: 'taking longer than estimated',
  viewTransaction: (shortHash) => `View transaction ${shortHash}`,
  copyHash: (shortHash) => `Copy transaction hash ${shortHash}`,
  copied: 'Copied',
  stillChecking: 'Still checking the status…',
  followInHistory: 'Follow in History',
  followInHistoryHint: 'Your funds are on their way; nothing can call them back. You can close this: History follows the transfer until it ends.',

  successTitle: 'Transfer complete',
  sent: 'Sent',
  received: 'Received',
  refunded: 'Refunded',
  viewOnExplorer: 'View on explorer',
  explorerLink: (transaction) => `View on explorer: ${transaction}`,
  originTx: 'Origin tx',
  destinationTx: 'Destination tx',
  refundTx: 'Refund tx',
  failureTitle: 'Transfer failed',
  failureAwaitingRefund: (amount) => `Your funds are safe: the service is refunding ${amount}. Nothing needs to be sent again.`,
  failureEnded: 'The service could not complete the transfer and refunds it to your wallet. Nothing needs to be sent again.',
  refundTitle: 'Transfer refunded',
  refundDescription: 'The transfer could not be completed, so your funds were sent back.',
  errorTitle: 'Something went wrong',
  errorCodes: {
    USER_REJECTED: 'You declined in your wallet',
    ABORTED: 'Transfer cancelled',
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
  nextNothingSent: 'Nothing was sent from your wallet. Try again when you are ready.',
  nextPartlySent: 'Your funds did not leave your wallet (only an earlier step, such as an approval, did). Start a new transfer when you are ready.',
  nextFundsSent: 'Your funds left your wallet, so do not send them again: History shows how the transfer ends.',
  newTransfer: 'New transfer',
  tryAgain: 'Try again',
  stillInFlightDescription: 'It is taking longer than usual and can still complete. History keeps following it: nothing needs to be sent again.',
  showHistory: 'View in History',

  historyTitle: 'Recent transfers',
  historyEmpty: 'No transfers from this browser yet.',
  historyClear: 'Clear history',
  historyClearPrompt: (count) => `Remove ${count === 1 ? 'this transfer' : `all ${count} transfers`} from this browser’s history? This cannot be undone.`,
  historyClearKeep: 'Keep',
  historyClearConfirm: 'Clear',
  historyRoute: (from, to) => `${from} to ${to}`,
  historyStatus: { pending: 'Pending', success: 'Complete', refunded: 'Refunded', failed: 'Failed', stopped: 'Stopped' },
  timeAgo: (seconds) => {
    if (seconds < 45) return 'just now'
    const minutes = Math.round(seconds / 60)
    if (minutes < 60) return `${minutes} min ago`
    const hours = Math.round(minutes / 60)
    if (hours < 24) return `${hours} h ago`
    const days = Math.round(hours / 24)
    return days === 1 ? 'yesterday' : `${days} days ago`
  },
}

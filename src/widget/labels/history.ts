/** This browser's past transfers. A row's status chip is its outcome (`common.outcomes`). */
export interface HistoryLabels {
  title: string
  empty: string
  clear: string
  /** Asked before the history is cleared; `count` transfers would go. */
  clearPrompt: (count: number) => string
  clearKeep: string
  clearConfirm: string
  /** A row's accessible name: `0.01 ETH on Base to 32.98 USDC on Arbitrum`. */
  route: (from: string, to: string) => string
  /** A failed or refunded row says where the money went instead of the destination: `Refunded 0.01 ETH`. */
  refunded: (amount: string) => string
  refunding: (amount: string) => string
  /** Such a row's accessible name: `0.01 ETH on Base: Refunded 0.01 ETH`. */
  routeBack: (from: string, back: string) => string
  /** How long ago a request started, from whole seconds. */
  timeAgo: (seconds: number) => string
  /** A transfer's details (a row opens them): their heading, and the way back to the list. */
  details: string
  back: string
  /** The request id, which a support desk asks for, and its copy button. */
  requestId: string
  copyRequestId: string
  /** The amounts: sent; received (ended), to receive (running), refunded or being refunded. */
  sent: string
  received: string
  receiving: string
  refundedTerm: string
  refundingTerm: string
  /** When it started, and how long it took. */
  started: string
  duration: string
  transactions: string
  /** The status timeline's heading. */
  status: string
  /** The host's support link or action (`supportUrl`, `onSupport`). */
  help: string
}

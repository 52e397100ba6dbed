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
}

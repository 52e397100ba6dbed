import { ageOf } from '../display/time'

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

export const historyLabels: HistoryLabels = {
  title: 'Recent transfers',
  empty: 'No transfers from this browser yet.',
  clear: 'Clear history',
  clearPrompt: (count) => `Remove ${count === 1 ? 'this transfer' : `all ${count} transfers`} from this browser’s history? This cannot be undone.`,
  clearKeep: 'Keep',
  clearConfirm: 'Clear',
  route: (from, to) => `${from} to ${to}`,
  refunded: (amount) => `Refunded ${amount}`,
  refunding: (amount) => `Refunding ${amount}`,
  routeBack: (from, back) => `${from}: ${back}`,
  timeAgo: (seconds) => {
    const { unit, count } = ageOf(seconds)
    if (unit === 'now') return 'just now'
    if (unit === 'minute') return `${count} min ago`
    if (unit === 'hour') return `${count} h ago`
    return count === 1 ? 'yesterday' : `${count} days ago`
  },
}

import type { RunOutcome } from '../../react/index'

/** Words every view shares: sides, chains, amounts, transactions and how a run ended. */
export interface CommonLabels {
  /** The origin side: a picker's trigger (`From: ETH on Base`), a route's first side. */
  from: string
  to: string
  /** A chain the host gave no name for. */
  chainFallback: (chainId: number) => string
  venueChain: string
  /** `amount` is already formatted with the currency's decimals. */
  amountWithSymbol: (amount: string, symbol: string) => string
  usdValue: (usd: string) => string
  usdBelowCent: string
  /** An amount and its chain: `0.01 ETH on Base`. */
  onChain: (what: string, chain: string) => string
  cancel: string
  /** A transaction's link to its explorer page, by its short hash. */
  viewTransaction: (shortHash: string) => string
  /** Without an explorer: the short hash's copy button, and its confirmation. */
  copyHash: (shortHash: string) => string
  copied: string
  viewOnExplorer: string
  /** A "View on explorer" link's accessible name: which transaction it opens. */
  explorerLink: (transaction: string) => string
  originTx: string
  destinationTx: string
  refundTx: string
  /** How a run or a request stands, in a word (`outcomeOf`): a history row's chip, an ended run's headline. */
  outcomes: Record<RunOutcome, string>
}

export const commonLabels: CommonLabels = {
  from: 'From',
  to: 'To',
  chainFallback: (chainId) => `Chain ${chainId}`,
  venueChain: 'Venue',
  amountWithSymbol: (amount, symbol) => `${amount} ${symbol}`,
  usdValue: (usd) => `≈ $${usd}`,
  usdBelowCent: '< $0.01',
  onChain: (what, chain) => `${what} on ${chain}`,
  cancel: 'Cancel',
  viewTransaction: (shortHash) => `View transaction ${shortHash}`,
  copyHash: (shortHash) => `Copy transaction hash ${shortHash}`,
  copied: 'Copied',
  viewOnExplorer: 'View on explorer',
  explorerLink: (transaction) => `View on explorer: ${transaction}`,
  originTx: 'Origin tx',
  destinationTx: 'Destination tx',
  refundTx: 'Refund tx',
  outcomes: { pending: 'Pending', success: 'Complete', refunded: 'Refunded', failed: 'Failed', stopped: 'Stopped' },
}

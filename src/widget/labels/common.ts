import type { RunOutcome } from '../../react/index'

/** What a transaction did for the user, as its explorer link names it (`namedTransactions`). */
export type TransactionKind = 'approval' | 'deposit' | 'withdrawal' | 'destination' | 'refund'

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
  /** A transaction's link to its explorer page, by its short hash, and what it did when known (`transactions`). */
  viewTransaction: (shortHash: string, transaction?: string) => string
  /** Without an explorer: the short hash's copy button, and its confirmation. */
  copyHash: (shortHash: string) => string
  copied: string
  /** An explorer link's accessible name, from what it shows (`Deposit`): which transaction it opens. */
  explorerLink: (transaction: string) => string
  /** What each transaction of a request did, as its explorer link shows it. */
  transactions: Record<TransactionKind, string>
  /** The `n`th of two transactions of one kind: `Deposit 2`. */
  nthTransaction: (transaction: string, n: number) => string
  /** How a run or a request stands, in a word (`outcomeOf`): a history row's chip, an ended run's headline. */
  outcomes: Record<RunOutcome, string>
}

/** The keys the form reads (in its first load); the others (./en/commonLater.ts) only the parts that load later (dialogs, transactions, outcomes). */
export const commonEagerKeys = ['from', 'to', 'chainFallback', 'venueChain', 'amountWithSymbol', 'usdValue', 'usdBelowCent', 'onChain'] as const
export type CommonEagerKey = (typeof commonEagerKeys)[number]

import { itemRecords, VENUE_CHAIN_ID, type QuoteResponse } from '../../core/index'
import type { RunOutcome } from '../../react/index'
import type { CommonLabels, TransactionKind } from '../labels/common'

export type { TransactionKind }

/** One transaction of a request, named by what it did, on the chain it is on. */
export interface NamedTransaction {
  kind: TransactionKind
  hash: string
  chainId: number | undefined
  /** What its link says: `Deposit`, or `Deposit 2` when the request has two deposits. */
  name: string
}

export interface TransactionsSource {
  /** The run's records, when the view has them: they tell an approval from the deposit. */
  quote?: QuoteResponse | undefined
  /** Approval hashes a history entry kept (it has no records). */
  approvalTxHashes?: readonly string[] | undefined
  inTxHashes: readonly string[]
  txHashes: readonly string[]
  originChainId: number | undefined
  destinationChainId: number | undefined
  /** After a failure the service's transactions are the refund, on the origin chain. */
  outcome: RunOutcome
}

/**
 * Every transaction of a request, named for its link: on the origin, each approval, then the
 * deposit (a withdrawal where the origin is the venue); then the service's fill on the destination,
 * or its refund back on the origin. A hash is listed once: a batch's one transaction (its approval
 * and deposit together) is one link, the deposit. Two of a kind are numbered, so no two links share
 * a name.
 */
export function namedTransactions(source: TransactionsSource, labels: CommonLabels): NamedTransaction[] {
  const { quote, inTxHashes, txHashes, originChainId, destinationChainId, outcome } = source
  const records = quote ? itemRecords(quote) : []
  // A batch's one transaction carries its approval and its deposit: it is the deposit.
  const moving = new Set(records.flatMap((record) => (!record.approval && record.txHash ? [lower(record.txHash)] : [])))
  const approvals = new Set([...(source.approvalTxHashes ?? []), ...records.flatMap((record) => (record.approval && record.txHash ? [record.txHash] : []))].map(lower))
  const inbound: TransactionKind = originChainId === VENUE_CHAIN_ID ? 'withdrawal' : 'deposit'
  const back = outcome === 'refunded' || outcome === 'failed'
  const origin = [...new Map(inTxHashes.map((hash) => [lower(hash), hash])).values()]
  const listed: Omit<NamedTransaction, 'name'>[] = [
    ...origin.map((hash) => ({ kind: approvals.has(lower(hash)) && !moving.has(lower(hash)) ? ('approval' as const) : inbound, hash, chainId: originChainId })),
    ...txHashes.map((hash) => (back ? { kind: 'refund' as const, hash, chainId: originChainId } : { kind: 'destination' as const, hash, chainId: destinationChainId })),
  ]
  const counts = new Map<TransactionKind, number>()
  for (const { kind } of listed) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  const seen = new Map<TransactionKind, number>()
  return listed.map((transaction) => {
    const n = (seen.get(transaction.kind) ?? 0) + 1
    seen.set(transaction.kind, n)
    const word = labels.transactions[transaction.kind]
    return { ...transaction, name: (counts.get(transaction.kind) ?? 0) > 1 ? labels.nthTransaction(word, n) : word }
  })
}

const lower = (hash: string) => hash.toLowerCase()

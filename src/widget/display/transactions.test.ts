import { describe, expect, it } from 'vitest'
import { VENUE_CHAIN_ID } from '../../core/index'
import { defaultLabels } from '../labels/widgetLabels'
import { BATCH_TX, batchedRecords } from '../test/quotes'
import { namedTransactions, type TransactionsSource } from './transactions'

const A = `0x${'a1'.repeat(32)}`
const B = `0x${'b2'.repeat(32)}`
const C = `0x${'c3'.repeat(32)}`
const base: TransactionsSource = { inTxHashes: [], txHashes: [], originChainId: 8453, destinationChainId: 42161, outcome: 'success' }
const named = (source: Partial<TransactionsSource>) => namedTransactions({ ...base, ...source }, defaultLabels.common).map(({ kind, name, chainId }) => ({ kind, name, chainId }))

describe('namedTransactions: every explorer link names what its transaction did', () => {
  it('an approval, the deposit and the fill, each on its chain', () => {
    expect(named({ inTxHashes: [A, B], approvalTxHashes: [A.toUpperCase().replace('0X', '0x')], txHashes: [C] })).toEqual([
      { kind: 'approval', name: 'Approval', chainId: 8453 },
      { kind: 'deposit', name: 'Deposit', chainId: 8453 },
      { kind: 'destination', name: 'Destination', chainId: 42161 },
    ])
  })

  it("after a failure or a refund the service's transaction is the refund, back on the origin chain", () => {
    for (const outcome of ['failed', 'refunded'] as const) {
      expect(named({ inTxHashes: [B], txHashes: [C], outcome }).at(-1)).toEqual({ kind: 'refund', name: 'Refund', chainId: 8453 })
    }
  })

  it('from the venue the funds go out as a withdrawal', () => {
    expect(named({ inTxHashes: [B], originChainId: VENUE_CHAIN_ID })[0]).toMatchObject({ kind: 'withdrawal', name: 'Withdrawal' })
  })

  it('two of a kind are numbered, so no two links share a name', () => {
    expect(named({ inTxHashes: [A, B] }).map((t) => t.name)).toEqual(['Deposit 1', 'Deposit 2'])
  })

  it("a batch's one transaction (approval and deposit together) is one link, the deposit, however its hash is written", () => {
    expect(named({ quote: batchedRecords('complete'), inTxHashes: [BATCH_TX, BATCH_TX.toUpperCase().replace('0X', '0x')], txHashes: [C] })).toEqual([
      { kind: 'deposit', name: 'Deposit', chainId: 8453 },
      { kind: 'destination', name: 'Destination', chainId: 42161 },
    ])
  })
})

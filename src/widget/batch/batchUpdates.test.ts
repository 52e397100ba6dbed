import { describe, expect, it } from 'vitest'
import { BATCH_ID, BATCH_TX, batchedRecords, erc20Quote, withRecords } from '../test/quotes'
import { batchUpdates } from './batchUpdates'

describe('batchUpdates: a batch changes once, all its items at a time', () => {
  const statuses = (before: Parameters<typeof batchUpdates>[0], after: Parameters<typeof batchUpdates>[1]) =>
    batchUpdates(before, after).map(({ batchId, status, txHash, items }) => ({ status, batchId, txHash, items: items.length }))

  it('to the wallet, submitted with its id, confirming with its hash', () => {
    expect(statuses(erc20Quote(), batchedRecords('waiting-for-wallet'))).toEqual([{ status: 'waiting-for-wallet', batchId: undefined, txHash: undefined, items: 2 }])
    expect(statuses(batchedRecords('waiting-for-wallet'), batchedRecords('submitted'))).toEqual([{ status: 'submitted', batchId: BATCH_ID, txHash: undefined, items: 2 }])
    expect(statuses(batchedRecords('submitted'), batchedRecords('confirming'))).toEqual([{ status: 'confirming', batchId: BATCH_ID, txHash: BATCH_TX, items: 2 }])
    expect(statuses(batchedRecords('confirming'), batchedRecords('confirming'))).toEqual([])
  })

  it('declined by the wallet: back to incomplete, once', () => {
    expect(statuses(batchedRecords('waiting-for-wallet'), erc20Quote())).toEqual([{ status: 'incomplete', batchId: undefined, txHash: undefined, items: 2 }])
  })

  it('a batch that failed before the chain loses its id in the records, and still reports it', () => {
    const failed = withRecords(erc20Quote(), [{ status: 'failed' }, { status: 'failed' }])
    expect(statuses(batchedRecords('submitted'), failed)).toEqual([{ status: 'failed', batchId: BATCH_ID, txHash: undefined, items: 2 }])
  })

  it('item by item, nothing is a batch: one item changes at a time', () => {
    const first = withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }])
    const second = withRecords(erc20Quote(), [{ status: 'complete', txHash: BATCH_TX }, { status: 'waiting-for-wallet' }])
    expect(statuses(erc20Quote(), first)).toEqual([])
    expect(statuses(first, second)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { BATCH_ID, batchedRecords, erc20Quote, venueWithdrawalQuote, withRecords } from '../test/quotes'
import { batchesOf, declinedBatches } from './runBatches'

const keys = (batches: ReturnType<typeof batchesOf>) => batches.map((batch) => [batch.key, batch.batchId, batch.items.map((item) => `${item.stepIndex}-${item.itemIndex}`)])

describe('batchesOf: which items go to the wallet as one batch', () => {
  it('an approval and its deposit are one would-be batch where the wallet takes batches, on their chain', () => {
    expect(keys(batchesOf(erc20Quote(), { atomic: 'supported' }))).toEqual([['0-0', undefined, ['0-0', '1-0']]])
    expect(batchesOf(erc20Quote(), { atomic: 'ready' })[0]).toMatchObject({ chainId: 8453 })
  })

  it('none where the wallet cannot batch, or was not asked (batching off)', () => {
    expect(batchesOf(erc20Quote(), { atomic: 'unsupported' })).toEqual([])
    expect(batchesOf(erc20Quote())).toEqual([])
  })

  it('signatures are never batched', () => {
    expect(batchesOf(venueWithdrawalQuote(), { atomic: 'supported' })).toEqual([])
  })

  it('a batch the records hold (its id) is one, whatever the wallet says now', () => {
    expect(keys(batchesOf(batchedRecords('confirming')))).toEqual([['0-0', BATCH_ID, ['0-0', '1-0']]])
  })

  it('a would-be batch whose items went apart, or that the wallet declined, is its items again', () => {
    const apart = withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }])
    expect(batchesOf(apart, { atomic: 'supported' })).toEqual([])
    expect(batchesOf(erc20Quote(), { atomic: 'supported', declined: new Set(['0-0']) })).toEqual([])
  })
})

describe('declinedBatches', () => {
  it('items that waited for the wallet together and are back to incomplete: the wallet did not take the batch', () => {
    expect(declinedBatches(batchedRecords('waiting-for-wallet'), erc20Quote())).toEqual(['0-0'])
    expect(declinedBatches(erc20Quote(), batchedRecords('waiting-for-wallet'))).toEqual([])
  })
})

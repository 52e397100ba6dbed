import { describe, expect, it } from 'vitest'
import { erc20QuoteWithEmptyStep, venueWithdrawalQuote } from '../test/executeSetup'
import type { QuoteResponse } from '../types/quote'
import { batchGroups, batchItems } from './batches'

const usdc = () => erc20QuoteWithEmptyStep({ originChainId: 31337, destinationChainId: 31338 })

function withItem(quote: QuoteResponse, stepIndex: number, patch: Record<string, unknown>): QuoteResponse {
  return { ...quote, steps: quote.steps.map((step, i) => (i === stepIndex ? { ...step, items: step.items.map((item) => ({ ...item, ...patch })) } : step)) }
}

describe('batchGroups: what a batching wallet would get as one prompt', () => {
  it('an approval and its deposit on one chain, across steps (an empty one between)', () => {
    expect(batchGroups(usdc())).toEqual([{ chainId: 31337, items: [{ stepIndex: 1, itemIndex: 0 }, { stepIndex: 2, itemIndex: 0 }] }])
  })

  it('nothing for a lone transaction, or one left after the approval completed', () => {
    expect(batchGroups(withItem(usdc(), 1, { status: 'complete' }))).toEqual([])
  })

  it('nothing once an item was sent: a resume follows it instead', () => {
    expect(batchGroups(withItem(usdc(), 2, { status: 'submitted', txHash: `0x${'1'.repeat(64)}` }))).toEqual([])
  })

  it('transactions on different chains are not one batch', () => {
    const quote = usdc()
    const moved = withItem(quote, 2, { data: { ...quote.steps[2]!.items[0]!.data, chainId: 31338 } })
    expect(batchGroups(moved)).toEqual([])
  })

  it('signatures and venue transfers are never batched', () => {
    expect(batchGroups(venueWithdrawalQuote())).toEqual([])
  })
})

describe('batchItems', () => {
  it('the items recorded in one batch, in run order', () => {
    const recorded = withItem(withItem(usdc(), 1, { status: 'submitted', batchId: 'b1' }), 2, { status: 'submitted', batchId: 'b1' })
    expect(batchItems(recorded, 'b1')).toEqual([{ stepIndex: 1, itemIndex: 0 }, { stepIndex: 2, itemIndex: 0 }])
    expect(batchItems(recorded, 'other')).toEqual([])
  })
})

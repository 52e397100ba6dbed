import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { bridgeQuote, erc20QuoteWithEmptyStep, venueWithdrawalQuote } from '../test/fixtures/quotes'
import type { QuoteResponse } from '../types/quote'
import { canCompleteWithoutUser, fundsItemOf, hasPaid, hasSentAnything, isItemSent, itemRecords, patchItem, sentHashes, wouldSend, type ItemPosition } from './records'

const TX: Hex = `0x${'ab'.repeat(32)}`
const erc20 = () => parseQuoteResponse(erc20QuoteWithEmptyStep())
const withdrawal = () => parseQuoteResponse(venueWithdrawalQuote())
const bridge = () => parseQuoteResponse(bridgeQuote())

/** The position of the n-th item of the quote, counted across steps. */
function nth(quote: QuoteResponse, n: number): ItemPosition {
  const { stepIndex, itemIndex } = itemRecords(quote)[n]!
  return { stepIndex, itemIndex }
}

describe("a run's records", () => {
  it('read each item: its kind, status, hash and chain; an approval is marked, the deposit is the funds item', () => {
    const quote = patchItem(erc20(), nth(erc20(), 0), { status: 'confirming', txHash: TX })
    const [approval, deposit] = itemRecords(quote)
    expect(approval).toEqual({ stepIndex: 1, itemIndex: 0, stepId: 'approve', kind: 'transaction', status: 'confirming', approval: true, funds: false, txHash: TX, chainId: 8453 })
    expect(deposit).toMatchObject({ kind: 'transaction', status: 'incomplete', approval: false, funds: true, chainId: 8453 })
    expect(deposit!.txHash).toBeUndefined()
  })

  it('read an unknown word of the service as incomplete', () => {
    const quote = patchItem(bridge(), nth(bridge(), 0), { status: 'queued' })
    expect(itemRecords(quote)[0]!.status).toBe('incomplete')
  })

  it('an approval alone is sent, not paid: nothing reached the service', () => {
    const quote = patchItem(erc20(), nth(erc20(), 0), { status: 'complete', txHash: TX })
    expect(hasSentAnything(quote)).toBe(true)
    expect(hasPaid(quote)).toBe(false)
    expect(canCompleteWithoutUser({ quote })).toBe(false)
    expect(wouldSend(quote)).toBe(true)
    expect(sentHashes(quote)).toEqual([TX])
  })

  it('the deposit submitted is paid: the request can complete without the user, and a resume sends nothing', () => {
    const approved = patchItem(erc20(), nth(erc20(), 0), { status: 'complete', txHash: TX })
    const paid = patchItem(approved, nth(approved, 1), { status: 'submitted', txHash: `0x${'cd'.repeat(32)}` })
    expect(hasPaid(paid)).toBe(true)
    expect(canCompleteWithoutUser({ quote: paid })).toBe(true)
    expect(wouldSend(paid)).toBe(false)
  })

  it('the venue withdrawal pays with its transfer, never with the authorization signature', () => {
    const quote = withdrawal()
    expect(fundsItemOf(quote)).toEqual({ stepIndex: 1, itemIndex: 0 })
    const signed = patchItem(quote, nth(quote, 0), { status: 'complete' })
    expect(hasSentAnything(signed)).toBe(true)
    expect(hasPaid(signed)).toBe(false)
    expect(hasPaid(patchItem(signed, nth(signed, 1), { status: 'submitted' }))).toBe(true)
  })

  it('a signature whose post was not seen to end is signed again by a resume; a failed item is not sent', () => {
    const quote = patchItem(withdrawal(), { stepIndex: 0, itemIndex: 0 }, { status: 'submitted' })
    expect(wouldSend(quote)).toBe(true)
    expect(isItemSent({ status: 'failed', data: {} } as never)).toBe(false)
    expect(isItemSent({ status: 'failed', txHash: TX, data: {} } as never)).toBe(true)
  })

  it('a status past waiting means the service has the request, whatever the records say; waiting does not', () => {
    const quote = bridge()
    expect(canCompleteWithoutUser({ quote, status: { status: 'waiting', inTxHashes: [], txHashes: [] } })).toBe(false)
    expect(canCompleteWithoutUser({ quote, status: { status: 'pending', inTxHashes: [], txHashes: [] } })).toBe(true)
    expect(canCompleteWithoutUser({ status: { status: 'refund', inTxHashes: [], txHashes: [] } })).toBe(true)
  })
})

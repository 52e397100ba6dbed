import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { AbortedError, itemRecords, QuoteChangedError, RequestRefundedError, UnknownError, UserRejectedError, type ItemProgressStatus, type QuoteResponse, type StatusResponse } from '../../core/index'
import { patchItem } from '../../core/run/records'
import { bridgeQuote, BRIDGE_REQUEST_ID, erc20QuoteWithEmptyStep, venueWithdrawalQuote, WITHDRAW_REQUEST_ID } from '../../core/test/fixtures/quotes'
import { toFerryError } from '../../core/errors/base'
import { persistReplacer, persistReviver } from './persistedError'
import { initialExecutionState, isInFlight, planResume, reduceExecution, type ExecutionEvent, type ExecutionState } from './machine'

const TX: Hex = `0x${'ab'.repeat(32)}`
const FILL = `0x${'cd'.repeat(32)}`
const bridge = () => bridgeQuote() as unknown as QuoteResponse
const withdrawal = () => venueWithdrawalQuote() as unknown as QuoteResponse

const run = (events: ExecutionEvent[], from: ExecutionState = initialExecutionState) => events.reduce(reduceExecution, from)

/**
 * Item events as the core emits them: each carries the run's records, the quote with the item's
 * status (and hash) written in, cumulative from the last one.
 */
function recorder(quote: QuoteResponse) {
  let records = quote
  return (stepIndex: number, status: ItemProgressStatus, extra: { txHash?: Hex; chainId?: number } = {}): ExecutionEvent => {
    const step = records.steps[stepIndex]!
    records = patchItem(records, { stepIndex, itemIndex: 0 }, { status, ...(extra.txHash ? { txHash: extra.txHash } : {}) })
    const kind = step.kind === 'signature' ? 'signature' : 'transaction'
    return { type: 'progress', progress: { type: 'item', requestId: step.requestId, stepIndex, itemIndex: 0, stepId: step.id, kind, status, quote: records, ...extra }, at: 2 }
  }
}

const statuses = (state: ExecutionState) => itemRecords(state.quote!).map((item) => item.status)

const statusEvent = (status: string, txHashes: string[] = []): ExecutionEvent => ({
  type: 'progress',
  progress: { type: 'status', requestId: BRIDGE_REQUEST_ID, status: { status, inTxHashes: [TX], txHashes } },
  at: 3,
})

describe('reduceExecution', () => {
  it('starts on the quote: every item incomplete in its records, the request id, awaiting the wallet', () => {
    const state = run([{ type: 'start', quote: withdrawal(), at: 1 }])
    expect(state).toMatchObject({ phase: 'awaiting-wallet', requestId: WITHDRAW_REQUEST_ID, startedAt: 1, updatedAt: 1 })
    expect(itemRecords(state.quote!).map(({ stepId, status }) => ({ stepId, status }))).toEqual([
      { stepId: 'authorize', status: 'incomplete' },
      { stepId: 'deposit', status: 'incomplete' },
    ])
    expect(isInFlight(state)).toBe(true)
  })

  it('takes the quote the core runs (fetched again, say) as the records from its start event', () => {
    const fresh = { ...bridge(), steps: bridge().steps.map((step) => ({ ...step, requestId: `0x${'ef'.repeat(32)}` as Hex })) }
    const state = run([{ type: 'start', quote: bridge(), at: 1 }, { type: 'progress', progress: { type: 'start', requestId: fresh.steps[0]!.requestId, quote: fresh }, at: 2 }])
    expect(state).toMatchObject({ phase: 'awaiting-wallet', requestId: fresh.steps[0]!.requestId, quote: fresh, startedAt: 1 })
  })

  it('walks an item through wallet, submitting and confirming, then polls once all items are complete', () => {
    const quote = bridge()
    const item = recorder(quote)
    const states = [
      item(0, 'waiting-for-wallet', { chainId: 8453 }),
      item(0, 'submitted', { txHash: TX, chainId: 8453 }),
      item(0, 'confirming', { txHash: TX, chainId: 8453 }),
      item(0, 'complete', { txHash: TX }),
    ].reduce<ExecutionState[]>((acc, event) => [...acc, reduceExecution(acc.at(-1)!, event)], [run([{ type: 'start', quote, at: 1 }])])
    expect(states.map((s) => s.phase)).toEqual(['awaiting-wallet', 'awaiting-wallet', 'submitting', 'confirming', 'polling'])
    const last = states.at(-1)!
    expect(itemRecords(last.quote!)[0]).toMatchObject({ status: 'complete', kind: 'transaction', txHash: TX, chainId: 8453 })
    expect(last.inTxHashes).toEqual([TX])
  })

  it('keeps the phase between items: a completed first step of two does not mean polling', () => {
    const quote = withdrawal()
    const item = recorder(quote)
    const state = run([{ type: 'start', quote, at: 1 }, item(0, 'submitted'), item(0, 'complete')])
    expect(state.phase).toBe('submitting')
    expect(statuses(state)).toEqual(['complete', 'incomplete'])
  })

  it('maps status words: pending polls, failure is not the end, refund ends with the refund hash', () => {
    const quote = bridge()
    const polling = run([{ type: 'start', quote, at: 1 }, recorder(quote)(0, 'complete', { txHash: TX }), statusEvent('pending')])
    expect(polling.phase).toBe('polling')
    const failing = reduceExecution(polling, statusEvent('failure'))
    expect(failing.phase).toBe('failure')
    expect(isInFlight(failing)).toBe(true)
    const refunded = reduceExecution(failing, statusEvent('refund', [FILL]))
    expect(refunded).toMatchObject({ phase: 'refund', txHashes: [FILL] })
    const status: StatusResponse = { status: 'refund', inTxHashes: [TX], txHashes: [FILL] }
    const ended = reduceExecution(refunded, { type: 'error', error: toFerryError(new RequestRefundedError({ requestId: BRIDGE_REQUEST_ID, status })), status, at: 9 })
    expect(ended).toMatchObject({ phase: 'refund', error: { code: 'REQUEST_REFUNDED' }, endedAt: 9 })
    expect(isInFlight(ended)).toBe(false)
  })

  it('ends in success with the result hashes', () => {
    const quote = bridge()
    const finalStatus: StatusResponse = { status: 'success', inTxHashes: [TX], txHashes: [FILL] }
    const state = run([
      { type: 'start', quote, at: 1 },
      { type: 'finish', result: { requestId: BRIDGE_REQUEST_ID, status: 'success', txHashes: [FILL], inTxHashes: [TX], finalStatus }, at: 5 },
    ])
    expect(state).toMatchObject({ phase: 'success', status: finalStatus, txHashes: [FILL], inTxHashes: [TX], endedAt: 5 })
  })

  it('a rejected signature ends as a retryable error: the item failed, nothing in flight, a new start is clean', () => {
    const quote = withdrawal()
    const item = recorder(quote)
    const rejected = new UserRejectedError({ requestId: WITHDRAW_REQUEST_ID, stepId: 'authorize' })
    const state = run([{ type: 'start', quote, at: 1 }, item(0, 'waiting-for-wallet'), item(0, 'failed'), { type: 'error', error: toFerryError(rejected), at: 4 }])
    expect(state).toMatchObject({ phase: 'error', endedAt: 4 })
    expect(state.error).toBe(rejected)
    expect(statuses(state)).toEqual(['failed', 'incomplete'])
    expect(isInFlight(state)).toBe(false)
    const again = reduceExecution(state, { type: 'start', quote, at: 10 })
    expect(again).toMatchObject({ phase: 'awaiting-wallet', startedAt: 10 })
    expect(again.error).toBeUndefined()
    expect(again.endedAt).toBeUndefined()
  })

  it("a cancel ends with the core's own ABORTED; an error with nothing in flight starts from a clean slate", () => {
    const started = run([{ type: 'start', quote: bridge(), at: 1 }])
    const cancelled = { type: 'error', error: toFerryError(new AbortedError()), at: 2 } as const
    expect(reduceExecution(started, cancelled)).toMatchObject({ phase: 'error', error: { code: 'ABORTED' }, requestId: BRIDGE_REQUEST_ID })
    const done = reduceExecution(started, cancelled)
    const httpFailure = new UnknownError({ cause: new Error('HTTP 503') })
    const failedRefresh = reduceExecution(done, { type: 'error', error: httpFailure, at: 3 })
    expect(failedRefresh).toEqual({ ...initialExecutionState, phase: 'error', error: httpFailure, updatedAt: 3, endedAt: 3 })
  })

  it('resets to idle, and never mutates the state it is given', () => {
    const start = Object.freeze(run([{ type: 'start', quote: bridge(), at: 1 }]))
    const copy = structuredClone(start)
    reduceExecution(start, recorder(bridge())(0, 'submitted', { txHash: TX }))
    expect(start).toEqual(copy)
    expect(reduceExecution(start, { type: 'reset' })).toBe(initialExecutionState)
  })

  it('survives the persisted JSON round trip whole, its error rebuilt with its class and typed context', () => {
    const quote = bridge()
    const changed = new QuoteChangedError({ quote, reviewed: bridge(), toleranceBps: 50 })
    const state = run([{ type: 'start', quote, at: 1 }, recorder(quote)(0, 'submitted', { txHash: TX }), { type: 'error', error: changed, at: 2 }])
    const revived: ExecutionState = JSON.parse(JSON.stringify(state, persistReplacer), persistReviver)
    expect({ ...revived, error: undefined }).toEqual({ ...state, error: undefined })
    expect(revived.error).toBeInstanceOf(QuoteChangedError)
    expect(revived.error).toMatchObject({ code: 'QUOTE_CHANGED', quote, toleranceBps: 50, message: changed.message, shortMessage: changed.shortMessage })
    const unknown = run([{ type: 'start', quote, at: 1 }, { type: 'error', error: toFerryError(new Error('boom')), at: 2 }]).error
    expect(JSON.parse(JSON.stringify({ unknown }, persistReplacer), persistReviver).unknown).toBeInstanceOf(UnknownError)
  })
})

describe('planResume', () => {
  const quote = bridge()
  const started = run([{ type: 'start', quote, at: 1 }])

  it('has nothing to do when idle or when the run ended', () => {
    expect(planResume(initialExecutionState)).toEqual({ kind: 'none' })
    expect(planResume(reduceExecution(started, { type: 'error', error: toFerryError(new AbortedError()), at: 2 }))).toEqual({ kind: 'none' })
  })

  it('follows a request whose items are all complete, with the persisted quote', () => {
    const polling = run([recorder(quote)(0, 'complete', { txHash: TX })], started)
    const plan = planResume(JSON.parse(JSON.stringify(polling)))
    expect(plan).toEqual({ kind: 'follow', requestId: BRIDGE_REQUEST_ID, quote: polling.quote })
  })

  it('follows, never resends, a deposit that was sent but whose receipt was not seen', () => {
    const item = recorder(quote)
    const sent = run([item(0, 'submitted', { txHash: TX }), item(0, 'confirming', { txHash: TX })], started)
    const plan = planResume(sent)
    expect(plan.kind).toBe('follow')
    expect(plan.kind === 'follow' && plan.quote.steps.every((s) => s.items.every((i) => i.status === 'complete'))).toBe(true)
    expect(statuses(sent)).toEqual(['confirming'])
  })

  it('calls an execution interrupted when an item was not sent: at its wallet prompt, or not reached', () => {
    expect(planResume(started)).toEqual({ kind: 'interrupted' })
    expect(planResume(run([recorder(quote)(0, 'waiting-for-wallet')], started))).toEqual({ kind: 'interrupted' })
    const w = withdrawal()
    const item = recorder(w)
    const half = run([{ type: 'start', quote: w, at: 1 }, item(0, 'submitted'), item(0, 'complete')])
    expect(planResume(half)).toEqual({ kind: 'interrupted' })
  })
})

describe('a wallet batch (EIP-5792) in the state', () => {
  const usdc = erc20QuoteWithEmptyStep() as unknown as QuoteResponse
  const items = [
    { stepIndex: 1, itemIndex: 0, stepId: 'approve' },
    { stepIndex: 2, itemIndex: 0, stepId: 'deposit' },
  ]
  /** One batch event as the core emits it: both items' records written at once. */
  function batchEvent(status: ItemProgressStatus | 'incomplete', extra: { batchId?: string; txHash?: Hex } = {}): ExecutionEvent {
    let records = usdc
    for (const position of items) records = patchItem(records, position, { status, ...extra })
    return { type: 'progress', progress: { type: 'batch', requestId: BRIDGE_REQUEST_ID, chainId: 8453, items, status, ...extra, quote: records }, at: 2 }
  }
  const started = run([{ type: 'start', quote: usdc, at: 1 }])

  it('moves both items through the wallet prompt, the batch id and the one hash, and polls once the batch is complete', () => {
    expect(run([batchEvent('waiting-for-wallet')], started).phase).toBe('awaiting-wallet')
    const submitted = run([batchEvent('submitted', { batchId: 'b1' })], started)
    expect(submitted.phase).toBe('submitting')
    expect(itemRecords(submitted.quote!).filter((r) => r.kind === 'transaction').map((r) => r.batchId)).toEqual(['b1', 'b1'])
    const confirming = run([batchEvent('confirming', { batchId: 'b1', txHash: TX })], started)
    expect(confirming).toMatchObject({ phase: 'confirming', inTxHashes: [TX] })
    expect(run([batchEvent('complete', { batchId: 'b1', txHash: TX })], started).phase).toBe('polling')
  })

  it('a reload while the batch is out, before its hash is known: followed by the request, never sent again', () => {
    const pending = run([batchEvent('submitted', { batchId: 'b1' })], started)
    const plan = planResume(JSON.parse(JSON.stringify(pending)))
    expect(plan.kind).toBe('follow')
  })

  it('a batch the wallet could not take (incomplete) keeps the phase for the items that go one by one', () => {
    const waiting = run([batchEvent('waiting-for-wallet')], started)
    expect(run([batchEvent('incomplete')], waiting).phase).toBe('awaiting-wallet')
  })
})

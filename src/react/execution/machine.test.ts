import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { RequestRefundedError, UserRejectedError, type ExecutionProgress, type QuoteResponse, type StatusResponse } from '../../core/index'
import { bridgeQuote, BRIDGE_REQUEST_ID, venueWithdrawalQuote, WITHDRAW_REQUEST_ID } from '../../core/test/fixtures/quotes'
import {
  initialExecutionState,
  isInFlight,
  planResume,
  reduceExecution,
  toExecutionError,
  type ExecutionEvent,
  type ExecutionState,
} from './machine'

const TX: Hex = `0x${'ab'.repeat(32)}`
const FILL = `0x${'cd'.repeat(32)}`
const bridge = () => bridgeQuote() as unknown as QuoteResponse
const withdrawal = () => venueWithdrawalQuote() as unknown as QuoteResponse

const run = (events: ExecutionEvent[], from: ExecutionState = initialExecutionState) => events.reduce(reduceExecution, from)

function item(quote: QuoteResponse, stepIndex: number, status: Extract<ExecutionProgress, { type: 'item' }>['status'], extra = {}): ExecutionEvent {
  const step = quote.steps[stepIndex]!
  const progress: ExecutionProgress = { type: 'item', requestId: step.requestId, stepIndex, itemIndex: 0, stepId: step.id, kind: 'transaction', status, quote, ...extra }
  return { type: 'progress', progress, at: 2 }
}

function completed(quote: QuoteResponse, upTo: number): QuoteResponse {
  return { ...quote, steps: quote.steps.map((step, i) => (i > upTo ? step : { ...step, items: step.items.map((it) => ({ ...it, status: 'complete' })) })) }
}

const statusEvent = (status: string, txHashes: string[] = []): ExecutionEvent => ({
  type: 'progress',
  progress: { type: 'status', requestId: BRIDGE_REQUEST_ID, status: { status, inTxHashes: [TX], txHashes } },
  at: 3,
})

describe('reduceExecution', () => {
  it('starts on the quote: every step pending, the request id, awaiting the wallet', () => {
    const state = run([{ type: 'start', quote: withdrawal(), at: 1 }])
    expect(state).toMatchObject({ phase: 'awaiting-wallet', requestId: WITHDRAW_REQUEST_ID, startedAt: 1, updatedAt: 1 })
    expect(state.steps).toEqual([
      { id: 'authorize', action: expect.any(String), items: [{ status: 'pending' }] },
      { id: 'deposit', action: expect.any(String), items: [{ status: 'pending' }] },
    ])
    expect(isInFlight(state)).toBe(true)
  })

  it('walks an item through wallet, submitting and confirming, then polls once all items are complete', () => {
    const quote = bridge()
    const states = [
      item(quote, 0, 'waiting-for-wallet', { chainId: 8453 }),
      item(quote, 0, 'submitted', { txHash: TX, chainId: 8453 }),
      item(quote, 0, 'confirming', { txHash: TX, chainId: 8453 }),
      item(completed(quote, 0), 0, 'complete', { txHash: TX }),
    ].reduce<ExecutionState[]>((acc, event) => [...acc, reduceExecution(acc.at(-1)!, event)], [run([{ type: 'start', quote, at: 1 }])])
    expect(states.map((s) => s.phase)).toEqual(['awaiting-wallet', 'awaiting-wallet', 'submitting', 'confirming', 'polling'])
    const last = states.at(-1)!
    expect(last.steps[0]!.items[0]).toEqual({ status: 'complete', kind: 'transaction', txHash: TX, chainId: 8453 })
    expect(last.inTxHashes).toEqual([TX])
    expect(last.quote!.steps[0]!.items[0]!.status).toBe('complete')
  })

  it('keeps the phase between items: a completed first step of two does not mean polling', () => {
    const quote = withdrawal()
    const state = run([{ type: 'start', quote, at: 1 }, item(quote, 0, 'submitted'), item(completed(quote, 0), 0, 'complete')])
    expect(state.phase).toBe('submitting')
    expect(state.steps.map((s) => s.items[0]!.status)).toEqual(['complete', 'pending'])
  })

  it('maps status words: pending polls, failure is not the end, refund ends with the refund hash', () => {
    const quote = bridge()
    const polling = run([{ type: 'start', quote, at: 1 }, item(completed(quote, 0), 0, 'complete', { txHash: TX }), statusEvent('pending')])
    expect(polling.phase).toBe('polling')
    const failing = reduceExecution(polling, statusEvent('failure'))
    expect(failing.phase).toBe('failure')
    expect(isInFlight(failing)).toBe(true)
    const refunded = reduceExecution(failing, statusEvent('refund', [FILL]))
    expect(refunded).toMatchObject({ phase: 'refund', txHashes: [FILL] })
    const status: StatusResponse = { status: 'refund', inTxHashes: [TX], txHashes: [FILL] }
    const ended = reduceExecution(refunded, { type: 'error', error: toExecutionError(new RequestRefundedError({ requestId: BRIDGE_REQUEST_ID, status })), status, at: 9 })
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
    const rejected = new UserRejectedError({ requestId: WITHDRAW_REQUEST_ID, stepId: 'authorize' })
    const state = run([
      { type: 'start', quote, at: 1 },
      item(quote, 0, 'waiting-for-wallet'),
      item(quote, 0, 'failed'),
      { type: 'error', error: toExecutionError(rejected), at: 4 },
    ])
    expect(state).toMatchObject({ phase: 'error', error: { code: 'USER_REJECTED', message: 'Rejected in the wallet.' }, endedAt: 4 })
    expect(state.steps[0]!.items[0]!.status).toBe('failed')
    expect(isInFlight(state)).toBe(false)
    const again = reduceExecution(state, { type: 'start', quote, at: 10 })
    expect(again).toMatchObject({ phase: 'awaiting-wallet', startedAt: 10 })
    expect(again.error).toBeUndefined()
    expect(again.endedAt).toBeUndefined()
  })

  it('cancel ends as error CANCELLED; an error with nothing in flight starts from a clean slate', () => {
    const started = run([{ type: 'start', quote: bridge(), at: 1 }])
    expect(reduceExecution(started, { type: 'cancel', at: 2 })).toMatchObject({ phase: 'error', error: { code: 'CANCELLED' }, requestId: BRIDGE_REQUEST_ID })
    const done = reduceExecution(started, { type: 'cancel', at: 2 })
    const failedRefresh = reduceExecution(done, { type: 'error', error: { code: 'HTTP_ERROR', message: 'HTTP 503' }, at: 3 })
    expect(failedRefresh).toEqual({ ...initialExecutionState, phase: 'error', error: { code: 'HTTP_ERROR', message: 'HTTP 503' }, updatedAt: 3, endedAt: 3 })
  })

  it('resets to idle, and never mutates the state it is given', () => {
    const start = Object.freeze(run([{ type: 'start', quote: bridge(), at: 1 }]))
    const copy = structuredClone(start)
    reduceExecution(start, item(bridge(), 0, 'submitted', { txHash: TX }))
    expect(start).toEqual(copy)
    expect(reduceExecution(start, { type: 'reset' })).toBe(initialExecutionState)
  })

  it('keeps only JSON-safe values: a state survives a JSON round trip whole', () => {
    const quote = bridge()
    const state = run([{ type: 'start', quote, at: 1 }, item(quote, 0, 'submitted', { txHash: TX }), { type: 'error', error: toExecutionError(new Error('boom')), at: 2 }])
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
    expect(state.error).toEqual({ code: 'UNKNOWN', message: 'boom' })
  })
})

describe('planResume', () => {
  const quote = bridge()
  const started = run([{ type: 'start', quote, at: 1 }])

  it('has nothing to do when idle or when the run ended', () => {
    expect(planResume(initialExecutionState)).toEqual({ kind: 'none' })
    expect(planResume(reduceExecution(started, { type: 'cancel', at: 2 }))).toEqual({ kind: 'none' })
  })

  it('follows a request whose items are all complete, with the persisted quote', () => {
    const polling = run([item(completed(quote, 0), 0, 'complete', { txHash: TX })], started)
    const plan = planResume(JSON.parse(JSON.stringify(polling)))
    expect(plan).toEqual({ kind: 'follow', requestId: BRIDGE_REQUEST_ID, quote: completed(quote, 0) })
  })

  it('follows, never resends, a deposit that was sent but whose receipt was not seen', () => {
    const sent = run([item(quote, 0, 'submitted', { txHash: TX }), item(quote, 0, 'confirming', { txHash: TX })], started)
    const plan = planResume(sent)
    expect(plan.kind).toBe('follow')
    expect(plan.kind === 'follow' && plan.quote.steps.every((s) => s.items.every((i) => i.status === 'complete'))).toBe(true)
    expect(sent.steps[0]!.items[0]!.status).toBe('confirming')
  })

  it('calls an execution interrupted when an item was not sent: at its wallet prompt, or not reached', () => {
    expect(planResume(started)).toEqual({ kind: 'interrupted' })
    expect(planResume(run([item(quote, 0, 'waiting-for-wallet')], started))).toEqual({ kind: 'interrupted' })
    const w = withdrawal()
    const half = run([{ type: 'start', quote: w, at: 1 }, item(w, 0, 'submitted'), item(completed(w, 0), 0, 'complete')])
    expect(planResume(half)).toEqual({ kind: 'interrupted' })
  })
})

import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../core/index'
import { bridgeQuote } from '../../core/test/fixtures/quotes'
import { CancelledError } from './errors'
import { initialExecutionState, reduceExecution, type ExecutionEvent } from './machine'
import { mutationOf } from './mutation'

const quote = bridgeQuote() as unknown as QuoteResponse
const requestId = quote.steps[0]!.requestId
const run = (...events: ExecutionEvent[]) => events.reduce(reduceExecution, initialExecutionState)
const start: ExecutionEvent = { type: 'start', quote, at: 1 }
const finalStatus = { status: 'success', inTxHashes: ['0x1'], txHashes: ['0x2'] }

describe('mutationOf: the mutation status is read from the execution state', () => {
  it('idle without a run; pending while one is attached, even before its first event', () => {
    expect(mutationOf(initialExecutionState, false)).toEqual({ status: 'idle', data: undefined, error: null })
    expect(mutationOf(initialExecutionState, true).status).toBe('pending')
    expect(mutationOf(run(start), true).status).toBe('pending')
  })

  it('a persisted run in flight, not yet resumed after a reload, is pending', () => {
    expect(mutationOf(run(start, { type: 'resume', at: 2 }), false).status).toBe('pending')
  })

  it("success carries the ended state's result; an error carries state.error itself", () => {
    const result = { requestId, status: 'success' as const, inTxHashes: ['0x1'], txHashes: ['0x2'], finalStatus }
    expect(mutationOf(run(start, { type: 'finish', result, at: 3 }), false)).toEqual({ status: 'success', data: result, error: null })
    const error = new CancelledError({ requestId })
    const ended = run(start, { type: 'error', error, at: 3 })
    expect(mutationOf(ended, false)).toEqual({ status: 'error', data: undefined, error })
    expect(mutationOf(ended, false).error).toBe(ended.error)
  })
})

import { describe, expect, it } from 'vitest'
import { isUnsettled, outcomeOf } from './outcome'

describe('outcomeOf: one reading of how a run or a history entry ends', () => {
  it("takes the service's last word first: success, refund, failure, and any other word past waiting is pending", () => {
    expect(outcomeOf({ phase: 'polling' }, 'success')).toBe('success')
    expect(outcomeOf({ phase: 'polling' }, 'refund')).toBe('refunded')
    expect(outcomeOf({ phase: 'polling' }, 'failure')).toBe('failed')
    expect(outcomeOf({ phase: 'polling' }, 'some-new-word')).toBe('pending')
    // A run that stopped on an error, whose request the service is working on, is not stopped.
    expect(outcomeOf({ phase: 'error', error: { code: 'TRANSACTION_FAILED' } }, 'pending')).toBe('pending')
  })

  it('reads the status as a response (a run) or as a word (a history entry) alike', () => {
    expect(outcomeOf({ phase: 'polling', status: { status: 'refund', inTxHashes: [], txHashes: [] } })).toBe('refunded')
    expect(outcomeOf({ phase: 'polling', status: 'refund' })).toBe('refunded')
  })

  it('else how the run ended: a request that may still complete is pending, an error before it was with the service is stopped', () => {
    expect(outcomeOf({ phase: 'success' })).toBe('success')
    expect(outcomeOf({ phase: 'refund' })).toBe('refunded')
    expect(outcomeOf({ phase: 'failure' })).toBe('failed')
    expect(outcomeOf({ phase: 'polling', status: 'waiting' })).toBe('pending')
    expect(outcomeOf({ phase: 'error', error: { code: 'STATUS_TIMEOUT' } })).toBe('pending')
    expect(outcomeOf({ phase: 'error', error: { code: 'FOLLOW_STOPPED' } })).toBe('pending')
    expect(outcomeOf({ phase: 'error', error: { code: 'ABORTED' } })).toBe('stopped')
    expect(outcomeOf({ phase: 'error', error: { code: 'TRANSACTION_FAILED' } }, 'waiting')).toBe('stopped')
  })

  it('calls pending and failed unsettled (followed until they end), the ends settled', () => {
    expect(['pending', 'failed'].every((outcome) => isUnsettled(outcome as 'pending'))).toBe(true)
    expect(['success', 'refunded', 'stopped'].some((outcome) => isUnsettled(outcome as 'success'))).toBe(false)
  })
})

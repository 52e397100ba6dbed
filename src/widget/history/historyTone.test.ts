import { describe, expect, it } from 'vitest'
import { executionLabels as labels } from '../execution/labels'
import { historyTone } from './historyTone'

describe('historyTone', () => {
  it('follows the service word first: complete, refunded, failed, or pending while it works', () => {
    expect(historyTone({ phase: 'polling' }, 'success')).toBe('complete')
    expect(historyTone({ phase: 'polling' }, 'refund')).toBe('refunded')
    expect(historyTone({ phase: 'polling' }, 'failure')).toBe('failed')
    expect(historyTone({ phase: 'error', error: { code: 'TRANSACTION_FAILED', message: '' } }, 'pending')).toBe('pending')
    expect(historyTone({ phase: 'polling' }, 'some-new-word')).toBe('pending')
  })

  it('without a word past waiting, reads how the run ended; a request that may still complete is pending, never stopped', () => {
    expect(historyTone({ phase: 'success' })).toBe('complete')
    expect(historyTone({ phase: 'polling', status: 'waiting' })).toBe('pending')
    expect(historyTone({ phase: 'error', error: { code: 'STATUS_TIMEOUT', message: '' } })).toBe('pending')
    expect(historyTone({ phase: 'error', error: { code: 'TRANSACTION_FAILED', message: '' } }, 'waiting')).toBe('stopped')
  })
})

describe('timeAgo', () => {
  it('reads like people say it', () => {
    expect([10, 120, 3_600 * 3, 86_400, 86_400 * 4].map(labels.timeAgo)).toEqual(['just now', '2 min ago', '3 h ago', 'yesterday', '4 days ago'])
  })
})

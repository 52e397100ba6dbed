import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../types/status'
import { advancePoll, failedReadDelay, nextPollDelay } from './pollSchedule'

const status = (word: string, txHashes: string[] = [], extra: Partial<StatusResponse> = {}): StatusResponse => ({
  status: word,
  inTxHashes: [],
  txHashes,
  ...extra,
})

describe('advancePoll', () => {
  it('keeps the previous state object while neither the word nor a hash changes', () => {
    const first = advancePoll(undefined, status('pending'), 0)
    expect(advancePoll(first, status('pending', [], { updatedAt: 5 }), 100)).toBe(first)
    const next = advancePoll(first, status('pending', ['0x1']), 200)
    expect(next).not.toBe(first)
    expect(next).toMatchObject({ changedAt: 200, failedAt: undefined })
  })

  it('remembers when failure was first read while the status stays failure', () => {
    const failed = advancePoll(advancePoll(undefined, status('pending'), 0), status('failure'), 100)
    expect(failed.failedAt).toBe(100)
    expect(advancePoll(failed, status('failure', ['0xf']), 300).failedAt).toBe(100)
    expect(advancePoll(failed, status('pending'), 400).failedAt).toBeUndefined()
  })
})

describe('nextPollDelay', () => {
  const options = { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 5000, refundWaitMs: 20_000 }

  it('reads after the first interval when nothing was read yet', () => {
    expect(nextPollDelay(undefined, 0, options)).toBe(1000)
  })

  it('gives the delays initial * factor^n for reads on schedule, capped', () => {
    const state = advancePoll(undefined, status('pending'), 0)
    const delays: number[] = []
    for (let now = 0, i = 0; i < 5; i += 1) {
      const delay = nextPollDelay(state, now, options)!
      delays.push(delay)
      now += delay
    }
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000])
  })

  it('ends at success and refund', () => {
    expect(nextPollDelay(advancePoll(undefined, status('success'), 0), 0, options)).toBeUndefined()
    expect(nextPollDelay(advancePoll(undefined, status('refund'), 0), 0, options)).toBeUndefined()
  })

  it('keeps polling after failure until the refund window has passed', () => {
    const failed = advancePoll(undefined, status('failure'), 0)
    expect(nextPollDelay(failed, 19_999, options)).toBe(5000)
    expect(nextPollDelay(failed, 20_000, options)).toBeUndefined()
  })

  it('treats unknown words as in flight', () => {
    expect(nextPollDelay(advancePoll(undefined, status('solver-busy'), 0), 0, options)).toBe(1000)
  })
})

describe('failedReadDelay', () => {
  const options = { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 5000, maxErrorIntervalMs: 30_000 }

  it('grows with each failed read in a row, up to maxErrorIntervalMs', () => {
    expect([1, 2, 3, 4, 5, 6, 60].map((n) => failedReadDelay(n, options))).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })

  it('defaults to a 30 s cap', () => {
    expect(failedReadDelay(100)).toBe(30_000)
  })

  it('waits out a Retry-After, within the cap', () => {
    expect(failedReadDelay(1, { ...options, retryAfterMs: 12_000 })).toBe(12_000)
    expect(failedReadDelay(1, { ...options, retryAfterMs: 3_600_000 })).toBe(30_000)
  })
})

import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StatusTimeoutError } from '../errors/execution'
import { AbortedError, HttpError, NetworkError } from '../errors/http'
import type { StatusResponse } from '../types/status'
import { pollStatus, type StatusReader } from './pollStatus'

const requestId: Hex = `0x${'ab'.repeat(32)}`

function status(word: string, txHashes: string[] = []): StatusResponse {
  return { status: word, inTxHashes: [], txHashes }
}

/** A reader that answers from a script, one entry per call; the last entry repeats. */
function scripted(script: Array<StatusResponse | Error>) {
  const reader: StatusReader & { calls: number } = {
    calls: 0,
    async getStatus() {
      const next = script[Math.min(reader.calls, script.length - 1)]
      reader.calls += 1
      if (next instanceof Error) throw next
      return next as StatusResponse
    },
  }
  return reader
}

const transient = () => new HttpError({ url: 'x', status: 503, serviceMessage: 'busy', errorCode: undefined, body: null })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pollStatus', () => {
  it('returns success and reports each change once', async () => {
    const reader = scripted([status('waiting'), status('waiting'), status('pending'), status('pending'), status('success', ['0x1'])])
    const updates: string[] = []
    const done = pollStatus(reader, requestId, { onUpdate: (s) => updates.push(s.status) })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success', txHashes: ['0x1'] })
    expect(updates).toEqual(['waiting', 'pending', 'success'])
    expect(reader.calls).toBe(5)
  })

  it('backs off while nothing changes and stays within the maximum interval', async () => {
    const reader = scripted([status('pending')])
    const delays: number[] = []
    const realSetTimeout = globalThis.setTimeout
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      delays.push(ms ?? 0)
      return realSetTimeout(fn, ms)
    }) as typeof setTimeout)
    const done = pollStatus(reader, requestId, { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 5000, timeoutMs: 30_000 })
    const outcome = expect(done).rejects.toBeInstanceOf(StatusTimeoutError)
    await vi.runAllTimersAsync()
    await outcome
    spy.mockRestore()
    expect(delays.slice(0, 5)).toEqual([1000, 2000, 4000, 5000, 5000])
  })

  it('treats unknown status words as still in flight, never as success', async () => {
    const reader = scripted([status('depositing'), status('solver-busy'), status('success')])
    const updates: string[] = []
    const done = pollStatus(reader, requestId, { onUpdate: (s) => updates.push(s.status) })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(updates).toEqual(['depositing', 'solver-busy', 'success'])
  })

  it('keeps polling after failure and returns the refund that follows', async () => {
    const reader = scripted([status('pending'), status('failure'), status('failure'), status('refund', ['0xrefund'])])
    const done = pollStatus(reader, requestId)
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'refund', txHashes: ['0xrefund'] })
  })

  it('returns failure once the refund window has passed without a refund', async () => {
    const reader = scripted([status('failure')])
    const done = pollStatus(reader, requestId, { refundWaitMs: 20_000 })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'failure' })
    expect(reader.calls).toBeGreaterThan(2)
  })

  it('rides out transient errors within the bound', async () => {
    const reader = scripted([transient(), new NetworkError({ url: 'x', cause: null }), status('success')])
    const done = pollStatus(reader, requestId, { maxConsecutiveErrors: 2 })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
  })

  it('gives up with StatusTimeoutError after too many transient errors in a row', async () => {
    const reader = scripted([status('pending'), transient()])
    const done = pollStatus(reader, requestId, { maxConsecutiveErrors: 3 })
    const outcome = expect(done).rejects.toMatchObject({ code: 'STATUS_TIMEOUT', lastStatus: { status: 'pending' } })
    await vi.runAllTimersAsync()
    await outcome
    expect(reader.calls).toBe(5)
  })

  it('throws a non-transient error at once', async () => {
    const notFound = new HttpError({ url: 'x', status: 400, serviceMessage: 'bad id', errorCode: 'INVALID', body: null })
    const reader = scripted([notFound])
    await expect(pollStatus(reader, requestId)).rejects.toBe(notFound)
    expect(reader.calls).toBe(1)
  })

  it('stops with AbortedError when the signal fires', async () => {
    const reader = scripted([status('pending')])
    const controller = new AbortController()
    const done = pollStatus(reader, requestId, { signal: controller.signal })
    const outcome = expect(done).rejects.toBeInstanceOf(AbortedError)
    await vi.advanceTimersByTimeAsync(1500)
    controller.abort()
    await outcome
  })

  it('stops early when stopWhen holds', async () => {
    const reader = scripted([status('waiting'), status('pending'), status('success')])
    const done = pollStatus(reader, requestId, { stopWhen: (s) => s.status !== 'waiting' })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'pending' })
    expect(reader.calls).toBe(2)
  })
})

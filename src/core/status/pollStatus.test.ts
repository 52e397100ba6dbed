import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FerryError } from '../errors/base'
import { StatusTimeoutError } from '../errors/outcome'
import { AbortedError, HttpError, NetworkError } from '../errors/http'
import type { StatusResponse } from '../types/status'
import { pollStatus, type StatusReader } from './pollStatus'

const requestId: Hex = `0x${'ab'.repeat(32)}`

function status(word: string, txHashes: string[] = []): StatusResponse {
  return { status: word, inTxHashes: [], txHashes }
}

/** A reader that answers from a script, one entry per call; the last entry repeats. It notes the (fake) time of each read. */
function scripted(script: Array<StatusResponse | Error>) {
  const reader: StatusReader & { calls: number; readAt: number[] } = {
    calls: 0,
    readAt: [],
    async getStatus() {
      const next = script[Math.min(reader.calls, script.length - 1)]
      reader.calls += 1
      reader.readAt.push(Date.now())
      if (next instanceof Error) throw next
      return next as StatusResponse
    },
  }
  return reader
}

/** The poller's waits: the time between one read and the next (the reader itself takes none). */
const waits = (reader: { readAt: number[] }) => reader.readAt.slice(1).map((at, index) => at - reader.readAt[index]!)

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
    const done = pollStatus(reader, requestId, { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 5000, timeoutMs: 30_000 })
    const outcome = expect(done).rejects.toBeInstanceOf(StatusTimeoutError)
    await vi.runAllTimersAsync()
    await outcome
    expect(waits(reader).slice(0, 5)).toEqual([1000, 2000, 4000, 5000, 5000])
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

  it('rides out transient errors, reporting each one', async () => {
    const reader = scripted([transient(), new NetworkError({ url: 'x', cause: null }), status('success')])
    const errors: string[] = []
    const done = pollStatus(reader, requestId, { onError: (error) => errors.push(error.code) })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(errors).toEqual(['HTTP_ERROR', 'NETWORK_ERROR'])
  })

  it('keeps reading through errors, bounded by time and not by count, then gives up with the last status', async () => {
    const reader = scripted([status('pending'), transient()])
    const errors: unknown[] = []
    const done = pollStatus(reader, requestId, { timeoutMs: 10 * 60_000, onError: (error) => errors.push(error) })
    const outcome = expect(done).rejects.toMatchObject({ code: 'STATUS_TIMEOUT', requestId, lastStatus: { status: 'pending' } })
    await vi.runAllTimersAsync()
    await outcome
    // 30 s apart at most: a score of errors in ten minutes, far past any count-based bound.
    expect(errors.length).toBeGreaterThan(20)
    expect(reader.calls).toBe(errors.length + 1)
  })

  it('60 503s from the status endpoint, then success, ends in success', async () => {
    const reader = scripted([...Array.from({ length: 60 }, transient), status('success', ['0xfill'])])
    const errors: string[] = []
    const done = pollStatus(reader, requestId, { onError: (error) => errors.push(error.code) })
    const outcome = expect(done).resolves.toMatchObject({ status: 'success', txHashes: ['0xfill'] })
    await vi.runAllTimersAsync()
    await outcome
    expect(errors).toEqual(Array.from({ length: 60 }, () => 'HTTP_ERROR'))
    expect(reader.calls).toBe(61)
  })

  it('with the service gone (network errors forever) it ends in STATUS_TIMEOUT with the request id', async () => {
    const reader = scripted([new NetworkError({ url: 'x', cause: new TypeError('fetch failed') })])
    const startedAt = Date.now()
    const done = pollStatus(reader, requestId)
    const outcome = expect(done).rejects.toSatisfy(
      (error) => error instanceof StatusTimeoutError && error.requestId === requestId && error.lastStatus === undefined,
    )
    await vi.runAllTimersAsync()
    await outcome
    // The default 30 minutes, not a moment more: the last sleep is cut at the deadline.
    expect(Date.now() - startedAt).toBe(30 * 60_000)
    // Still reading at the end, but at most every 30 s: about 60 reads in 30 minutes, not 1 800.
    expect(reader.calls).toBeGreaterThan(55)
    expect(reader.calls).toBeLessThan(75)
  })

  it('backs off between failed reads up to maxErrorIntervalMs, and the next successful read resets the pace', async () => {
    const reader = scripted([status('pending'), ...Array.from({ length: 8 }, transient), status('pending'), status('submitted'), status('success')])
    const done = pollStatus(reader, requestId, { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 5000, maxErrorIntervalMs: 20_000 })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    // After the first read, the schedule's 1 s; then each failure doubles the wait up to the 20 s cap;
    // the read that works brings back the schedule: 5 s while nothing changed, 1 s after a change.
    expect(waits(reader)).toEqual([1000, 2000, 4000, 8000, 16_000, 20_000, 20_000, 20_000, 20_000, 5000, 1000])
  })

  it('waits at least the Retry-After the service asks for, up to the cap', async () => {
    const limited = (seconds: number) =>
      new HttpError({ url: 'x', status: 429, serviceMessage: 'slow down', errorCode: undefined, body: null, retryAfterMs: seconds * 1000 })
    const reader = scripted([limited(12), limited(3600), status('success')])
    const done = pollStatus(reader, requestId, { initialIntervalMs: 1000, maxErrorIntervalMs: 30_000 })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(waits(reader)).toEqual([12_000, 30_000])
  })

  it('a failed read never speeds polling up: it waits at least what the schedule would', async () => {
    const reader = scripted([status('pending'), status('pending'), status('pending'), transient(), status('success')])
    const done = pollStatus(reader, requestId, { initialIntervalMs: 1000, backoffFactor: 2, maxIntervalMs: 8000, maxErrorIntervalMs: 3000 })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(waits(reader)).toEqual([1000, 2000, 4000, 8000])
  })

  it('a 404 (not indexed yet) is not the end: it reads again until the request shows up', async () => {
    const notFound = new HttpError({ url: 'x', status: 404, serviceMessage: 'unknown request', errorCode: undefined, body: null })
    const reader = scripted([notFound, notFound, notFound, status('pending'), status('success')])
    const done = pollStatus(reader, requestId)
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(reader.calls).toBe(5)
  })

  it('ignores a body that names another request and reads again', async () => {
    const other = { ...status('success', ['0xother']), requestId: `0x${'cd'.repeat(32)}` }
    const reader = scripted([other, { ...status('success', ['0xmine']), requestId: requestId.toUpperCase().replace('0X', '0x') }])
    const updates: StatusResponse[] = []
    const errors: string[] = []
    const done = pollStatus(reader, requestId, { onUpdate: (s) => updates.push(s), onError: (error) => errors.push(error.code) })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ txHashes: ['0xmine'] })
    expect(updates.map((s) => s.txHashes)).toEqual([['0xmine']])
    expect(errors).toEqual(['MALFORMED_RESPONSE'])
  })

  it('quotes at most a short piece of a foreign request id in its error', async () => {
    const other = { ...status('success'), requestId: `0x${'cd'.repeat(512 * 1024)}` }
    const reader = scripted([other, status('success')])
    const errors: FerryError[] = []
    const done = pollStatus(reader, requestId, { onError: (error) => errors.push(error) })
    await vi.runAllTimersAsync()
    await done
    expect(errors[0]!.code).toBe('MALFORMED_RESPONSE')
    expect(errors[0]!.message.length).toBeLessThan(400)
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

  it("an onUpdate that throws is the host's bug, not a failed read: reported, never passed to onError, and polling keeps its pace to success", async () => {
    const reader = scripted([status('waiting'), status('pending'), status('success', ['0xfill'])])
    const thrown = new Error('host handler bug')
    const reported: unknown[] = []
    const errors: unknown[] = []
    const done = pollStatus(reader, requestId, {
      initialIntervalMs: 1000,
      onUpdate: () => {
        throw thrown
      },
      onError: (error) => errors.push(error),
      onCallbackError: (error, context) => reported.push({ error, ...context }),
    })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success', txHashes: ['0xfill'] })
    expect(reported).toEqual(Array.from({ length: 3 }, () => ({ error: thrown, callback: 'onUpdate' })))
    expect(errors).toEqual([])
    // The working reads' schedule: no slowing down as after failed reads.
    expect(waits(reader)).toEqual([1000, 1000])
  })

  it('an onError whose promise rejects is reported, and polling goes on through the outage to success', async () => {
    const reader = scripted([transient(), transient(), status('success')])
    const thrown = new Error('host handler bug')
    const reported: unknown[] = []
    const done = pollStatus(reader, requestId, {
      onError: async () => {
        throw thrown
      },
      onCallbackError: (error, context) => reported.push({ error, ...context }),
    })
    await vi.runAllTimersAsync()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(reported).toEqual([
      { error: thrown, callback: 'onError' },
      { error: thrown, callback: 'onError' },
    ])
  })
})

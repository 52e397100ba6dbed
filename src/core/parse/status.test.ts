import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import { parseStatusResponse } from './status'

const HASH = '0x4e2f2e6b6b8b1d0d4c0a2c3f0e2c8b7a6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a'

describe('parseStatusResponse', () => {
  it('keeps the documented fields and unknown ones', () => {
    const body = {
      status: 'pending',
      inTxHashes: [HASH],
      txHashes: [],
      updatedAt: 1733155123,
      originChainId: 8453,
      destinationChainId: 42161,
      details: { fill: 'queued' },
      solver: 'alpha',
    }
    expect(parseStatusResponse(body)).toEqual(body)
  })

  it('defaults missing or null hash lists to [] and accepts unknown status words', () => {
    expect(parseStatusResponse({ status: 'delayed', txHashes: null })).toEqual({
      status: 'delayed',
      inTxHashes: [],
      txHashes: [],
    })
  })

  it('drops metadata of the wrong type rather than failing a poll', () => {
    const parsed = parseStatusResponse({ status: 'waiting', updatedAt: '2024-12-02T10:00:00Z', details: 'n/a' })
    expect(parsed).toEqual({ status: 'waiting', inTxHashes: [], txHashes: [] })
  })

  it('does not mutate the body', () => {
    const body = { status: 'success', details: { a: 1 } }
    const parsed = parseStatusResponse(body)
    parsed.details!.a = 2
    expect(body).toEqual({ status: 'success', details: { a: 1 } })
  })

  it.each<[string, unknown, string]>([
    ['a missing status', { txHashes: [] }, 'status'],
    ['a numeric status', { status: 3 }, 'status'],
    ['a hash list that is not an array', { status: 'success', txHashes: HASH }, 'txHashes'],
    ['a hash that is not a string', { status: 'success', inTxHashes: [HASH, 7] }, 'inTxHashes.1'],
    ['an empty body', undefined, ''],
  ])('refuses %s', (_name, body, path) => {
    expect(() => parseStatusResponse(body)).toThrow(MalformedResponseError)
    try {
      parseStatusResponse(body)
    } catch (error) {
      expect((error as MalformedResponseError).path).toBe(path)
    }
  })
})

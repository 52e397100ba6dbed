import { describe, expect, it } from 'vitest'
import { createNonceSource, newRequestId } from './ids'

describe('ids', () => {
  it('makes random 32-byte request ids', () => {
    const [a, b] = [newRequestId(), newRequestId()]
    expect(a).toMatch(/^0x[\da-f]{64}$/)
    expect(a).not.toBe(b)
  })

  it('makes venue nonces from the clock, strictly increasing within one millisecond and if the clock steps back', () => {
    const times = [1_000, 1_000, 1_000, 999, 2_000]
    const next = createNonceSource(() => times.shift() ?? 0)
    expect([next(), next(), next(), next(), next()]).toEqual([1_000, 1_001, 1_002, 1_003, 2_000])
  })
})

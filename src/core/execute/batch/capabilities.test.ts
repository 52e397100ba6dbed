import { describe, expect, it } from 'vitest'
import { atomicStatusOf } from './capabilities'

describe('atomicStatusOf: the atomic capability of one chain, as wallets write it', () => {
  it('reads EIP-5792 as published: atomic.status under the chain hex id', () => {
    expect(atomicStatusOf({ '0x7a69': { atomic: { status: 'supported' } } }, 31337)).toBe('supported')
    expect(atomicStatusOf({ '0x7a69': { atomic: { status: 'ready' } } }, 31337)).toBe('ready')
    expect(atomicStatusOf({ '0x7a69': { atomic: { status: 'unsupported' } } }, 31337)).toBe('unsupported')
  })

  it('reads capabilities for every chain under 0x0, and decimal keys as viem writes them', () => {
    expect(atomicStatusOf({ '0x0': { atomic: { status: 'supported' } } }, 8453)).toBe('supported')
    expect(atomicStatusOf({ 8453: { atomic: { status: 'ready' } } }, 8453)).toBe('ready')
  })

  it('reads the first draft atomicBatch.supported as supported', () => {
    expect(atomicStatusOf({ '0x2105': { atomicBatch: { supported: true } } }, 8453)).toBe('supported')
    expect(atomicStatusOf({ '0x2105': { atomicBatch: { supported: false } } }, 8453)).toBe('unsupported')
  })

  it("reads one chain's capabilities given bare", () => {
    expect(atomicStatusOf({ atomic: { status: 'supported' } }, 1)).toBe('supported')
  })

  it('is unsupported for another chain, other capabilities only, or nothing readable', () => {
    expect(atomicStatusOf({ '0x2105': { atomic: { status: 'supported' } } }, 31337)).toBe('unsupported')
    expect(atomicStatusOf({ '0x2105': { paymasterService: { supported: true } } }, 8453)).toBe('unsupported')
    expect(atomicStatusOf(null, 1)).toBe('unsupported')
    expect(atomicStatusOf({ '0x1': { atomic: 'supported' } }, 1)).toBe('unsupported')
  })
})

import { describe, expect, it } from 'vitest'
import { addressProblem } from './addressProblem'

describe('addressProblem', () => {
  it('says why a typed recipient is no address: its length, its checksum, or its shape', () => {
    expect(addressProblem('0x1234')).toEqual({ kind: 'length', count: 4 })
    expect(addressProblem(' 0x70997970C51812dc3A010C7d01b50e0d17dc79C ')).toEqual({ kind: 'length', count: 39 })
    // One capital changed: the EIP-55 checksum fails.
    expect(addressProblem('0x70997970c51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'checksum' })
    expect(addressProblem('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual({ kind: 'format' })
    expect(addressProblem('0xZZ')).toEqual({ kind: 'format' })
  })
})

import { describe, expect, it } from 'vitest'
import { venueAmount } from './steps'

describe('venueAmount', () => {
  it('writes smallest units as the venue does: six fraction digits', () => {
    expect(venueAmount(10_000_000n, 6)).toBe('10.000000')
    expect(venueAmount(1n, 6)).toBe('0.000001')
    expect(venueAmount(123_456_789n, 6)).toBe('123.456789')
    expect(venueAmount(25n, 2)).toBe('0.250000')
    expect(venueAmount(0n, 6)).toBe('0.000000')
  })
})

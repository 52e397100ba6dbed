import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from './errors/request'
import { venueAmountToUnits } from './venueAmount'

describe('venueAmountToUnits', () => {
  it('converts venue decimals into 6-decimal units exactly', () => {
    expect(venueAmountToUnits('12.5')).toBe(12_500_000n)
    expect(venueAmountToUnits('10000.0')).toBe(10_000_000_000n)
    expect(venueAmountToUnits('0.000001')).toBe(1n)
    expect(venueAmountToUnits('7')).toBe(7_000_000n)
    expect(venueAmountToUnits('123456789012345678.123456')).toBe(123456789012345678123456n)
  })

  it('cuts digits past the sixth instead of rounding up', () => {
    expect(venueAmountToUnits('0.1234569')).toBe(123_456n)
  })

  it('refuses anything but a non-negative decimal', () => {
    for (const bad of ['', '-1', '1e6', '.5', '1.', ' 1']) expect(() => venueAmountToUnits(bad)).toThrow(InvalidArgumentError)
  })
})

import { describe, expect, it } from 'vitest'
import { isSlippageTextInvalid, parseSlippagePercent, slippageRisk, SLIPPAGE_PRESETS_BPS } from './slippage'

describe('slippage', () => {
  it('reads a percentage into whole basis points, up to 50%', () => {
    expect(parseSlippagePercent('0.1')).toBe(10)
    expect(parseSlippagePercent('15')).toBe(1_500)
    expect(parseSlippagePercent('2.25')).toBe(225)
    expect(parseSlippagePercent('50')).toBe(5_000)
    expect(parseSlippagePercent('50.01')).toBeUndefined()
    expect(parseSlippagePercent('60')).toBeUndefined()
    expect(isSlippageTextInvalid('60')).toBe(true)
    expect(isSlippageTextInvalid('')).toBe(false)
  })

  it('offers 0.1%, 0.5% and 1% as presets', () => {
    expect(SLIPPAGE_PRESETS_BPS).toEqual([10, 50, 100])
  })

  it('warns amber from 2%, red from 5%, and asks for an acknowledgement above 10%, not at it', () => {
    expect([0, 190, 199, 200, 499, 500, 1_000, 1_001, 5_000].map(slippageRisk)).toEqual(['none', 'none', 'none', 'warning', 'warning', 'danger', 'danger', 'acknowledge', 'acknowledge'])
  })
})

import { describe, expect, it } from 'vitest'
import { quotedText } from './quotedText'

describe('quotedText', () => {
  it('an editable decimal: no grouping or suffix, 6 fraction digits at or above one, cut never rounded up', () => {
    expect(quotedText(1_234_567_891_234_567_891_234n, 18)).toBe('1234.567891')
    expect(quotedText(32_980_000n, 6)).toBe('32.98')
    expect(quotedText(5n * 10n ** 18n, 18)).toBe('5')
    expect(quotedText(1_999_999_999n, 9)).toBe('1.999999')
  })

  it('6 significant digits below one, so a small amount keeps its digits', () => {
    expect(quotedText(9_965_690_123_456_789n, 18)).toBe('0.00996569')
    expect(quotedText(1n, 18)).toBe('0.000000000000000001')
    expect(quotedText(0n, 18)).toBe('0')
  })
})

import { describe, expect, it } from 'vitest'
import { clipText, MAX_SERVICE_TEXT } from './clipText'

describe('clipText', () => {
  it('leaves text within the bound as it is', () => {
    expect(clipText('Amount too low')).toBe('Amount too low')
    const exact = 'x'.repeat(MAX_SERVICE_TEXT)
    expect(clipText(exact)).toBe(exact)
  })

  it('cuts longer text to the bound and marks the cut with an ellipsis', () => {
    const clipped = clipText('y'.repeat(1024 * 1024))
    expect(clipped).toHaveLength(MAX_SERVICE_TEXT + 1)
    expect(clipped.endsWith('y…')).toBe(true)
    expect(clipText('abcdef', 3)).toBe('abc…')
  })

  it('never splits a surrogate pair at the cut', () => {
    // 'ab' then an emoji (two UTF-16 units) straddling the bound of 3.
    expect(clipText('ab😀cd', 3)).toBe('ab…')
    expect(clipText('ab😀cd', 4)).toBe('ab😀…')
  })
})

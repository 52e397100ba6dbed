import { describe, expect, it } from 'vitest'
import { isRtlLocale } from './locale'

describe('isRtlLocale', () => {
  it('writes Arabic right to left, the others left to right', () => {
    expect(isRtlLocale('ar')).toBe(true)
    expect(isRtlLocale('de')).toBe(false)
  })
})

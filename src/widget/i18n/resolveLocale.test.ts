import { describe, expect, it } from 'vitest'
import { resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it('takes the locale asked for, by exact tag or by its language, case-insensitively', () => {
    expect(resolveLocale('de', [])).toBe('de')
    expect(resolveLocale('pt-br', [])).toBe('pt-BR')
    expect(resolveLocale('pt-PT', [])).toBe('pt-BR')
    expect(resolveLocale('zh-TW', [])).toBe('zh-CN')
    expect(resolveLocale('de_AT', [])).toBe('de')
  })

  it("without one, the browser's first language the widget ships, else English", () => {
    expect(resolveLocale(undefined, ['nl-NL', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(undefined, ['nl', 'sv'])).toBe('en')
    expect(resolveLocale('xx', ['de'])).toBe('en')
  })
})

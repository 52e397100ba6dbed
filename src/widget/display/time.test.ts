import { describe, expect, it } from 'vitest'
import { dateTimeIn, timeAgoIn } from './time'

describe('timeAgoIn', () => {
  it.each([
    ['de', 10, 'jetzt'],
    ['de', 120, 'vor 2 Min.'],
    ['de', 3 * 3600, 'vor 3 Std.'],
    ['de', 30 * 3600, 'gestern'],
    ['fr', 120, 'il y a 2\u00a0min'],
    ['es', 3 * 86_400, 'hace 3 d'],
  ])('in %s says %s seconds ago as %j, rounded as the English label rounds', (locale, seconds, expected) => {
    expect(timeAgoIn(locale, seconds)).toBe(expected)
  })
})

describe('dateTimeIn', () => {
  it('writes the date in the locale, and English as the browser writes it', () => {
    const at = Date.UTC(2026, 10, 26, 6, 30)
    expect(dateTimeIn('de', at)).toMatch(/26\.11\.2026/)
    expect(dateTimeIn('en', at)).toBe(new Date(at).toLocaleString())
  })
})

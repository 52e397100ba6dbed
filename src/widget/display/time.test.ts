import { describe, expect, it } from 'vitest'
import de from '../i18n/locales/de'
import { historyLabels } from '../labels/en/history'
import { ageOf, dateTimeIn } from './time'

describe('ageOf', () => {
  it.each([
    [10, { unit: 'now', count: 0 }],
    [44, { unit: 'now', count: 0 }],
    [45, { unit: 'minute', count: 1 }],
    [120, { unit: 'minute', count: 2 }],
    [3 * 3600, { unit: 'hour', count: 3 }],
    [30 * 3600, { unit: 'day', count: 1 }],
    [3 * 86_400, { unit: 'day', count: 3 }],
  ])('says %s seconds ago as %j', (seconds, expected) => {
    expect(ageOf(seconds)).toEqual(expected)
  })

  it('rounds English and a locale’s message alike', () => {
    const german = de.history.timeAgo
    expect([10, 120, 3 * 3600, 30 * 3600, 3 * 86_400].map((seconds) => historyLabels.timeAgo(seconds))).toEqual(['just now', '2 min ago', '3 h ago', 'yesterday', '3 days ago'])
    expect([10, 120, 3 * 3600, 30 * 3600, 3 * 86_400].map((seconds) => german(seconds))).toEqual(['gerade eben', 'vor 2 Min.', 'vor 3 Std.', 'gestern', 'vor 3 Tagen'])
  })
})

describe('dateTimeIn', () => {
  it('writes the date in the locale, and English as the browser writes it', () => {
    const at = Date.UTC(2026, 10, 26, 6, 30)
    expect(dateTimeIn('de', at)).toMatch(/26\.11\.2026/)
    expect(dateTimeIn('en', at)).toBe(new Date(at).toLocaleString())
  })
})

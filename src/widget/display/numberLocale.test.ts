import { describe, expect, it } from 'vitest'
import { formatBps, formatUnitsForPeople, formatUsdForPeople } from './number'
import { formatPercent, usdForPeople } from './usdAndPercent'
import { defaultLabels } from '../labels/widgetLabels'

const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('formatUnitsForPeople in a locale', () => {
  it.each([
    ['de', 1_234_567_891n, 6, '1.234,56'],
    ['de', 1_234_567n * 10n ** 18n, 18, `1,23456${NBSP}Mio.`],
    ['de', 999n, 18, '<0,000001'],
    ['de', -1_500_000n, 6, '-1,5'],
    ['fr', 1_234_567_891n, 6, `1${NNBSP}234,56`],
    ['fr', 123_456_789_000n, 6, `123${NNBSP}456`],
    ['es', 1_234_567_891n, 6, '1234,56'],
    ['es', 12_345_670_000n, 6, '12.345,6'],
    ['ar', 1_234_567_891n, 6, '1,234.56'],
    ['ja', 1_234_567n * 10n ** 18n, 18, '123.456万'],
    ['ja', 45_600_000_000n, 0, '456億'],
  ])('in %s shows %s at %s decimals as %j', (locale, value, decimals, expected) => {
    expect(formatUnitsForPeople(value, decimals, { locale })).toBe(expected)
  })

  it('cuts the same digits as English and never rounds up: only the marks change', () => {
    expect(formatUnitsForPeople(99_999_999n, 8, { locale: 'de' })).toBe('0,999999')
    expect(formatUnitsForPeople(9_999_979_999n, 6, { locale: 'fr' })).toBe(`9${NNBSP}999,97`)
  })

  it('writes an amount no float holds exactly (Intl gets its decimal string)', () => {
    // As a number, 0.999999999999999999 is 1.
    expect(formatUnitsForPeople(10n ** 18n - 1n, 18, { locale: 'de' })).toBe('0,999999')
  })

  it('needs nothing registered first: a locale writes its marks on the first call', () => {
    expect(formatUnitsForPeople(1_234_567_891n, 6, { locale: 'it' })).toBe('1234,56')
    expect(formatUnitsForPeople(1_234_567n * 10n ** 18n, 18, { locale: 'ko' })).toBe('123.456만')
  })

  it('English with a locale of `en` is byte-identical to English without one', () => {
    for (const [value, decimals] of [[9_999_970_000n, 6], [1_234_567n * 10n ** 18n, 18], [10n ** 50n, 18], [999n, 18]] as const) {
      expect(formatUnitsForPeople(value, decimals, { locale: 'en' })).toBe(formatUnitsForPeople(value, decimals))
    }
  })

  it('falls back to English for a tag Intl does not know, rather than throwing in a render', () => {
    expect(formatUnitsForPeople(1_234_500n, 3, { locale: 'not a locale!' })).toBe('1,234.5')
  })
})

describe('formatUsdForPeople in a locale', () => {
  it.each([
    ['de', '1234.5', `1.234,50${NBSP}$`],
    ['de', '3700000', `3,70${NBSP}Mio.${NBSP}$`],
    ['de', '123456.78', `123.456${NBSP}$`],
    ['de', '0.004', `<0,01${NBSP}$`],
    ['de', '-1.5', `-1,50${NBSP}$`],
    ['fr', '1234.5', `1${NNBSP}234,50${NBSP}$US`],
    ['ja', '3700000', '$370万'],
    // Without Intl's leading right-to-left mark: the widget isolates its figures itself.
    ['ar', '30', `30.00${NBSP}US$`],
    ['ar', '-1.5', `-1.50${NBSP}US$`],
    ['en', '1234.5', '$1,234.50'],
  ])('in %s shows %s as %j', (locale, usd, expected) => {
    expect(formatUsdForPeople(usd, { locale })).toBe(expected)
  })

  it('gives an estimate label the number alone, since the label places the dollar sign', () => {
    const common = { ...defaultLabels.common, usdValue: (usd: string) => `≈ ${usd} $` }
    expect(usdForPeople('1234.5', common, { locale: 'de' })).toBe('≈ 1.234,50 $')
    expect(usdForPeople('-1234.5', common, { locale: 'de' })).toBe('≈ -1.234,50 $')
    expect(usdForPeople('0.001', common, { locale: 'de' })).toBe(defaultLabels.common.usdBelowCent)
    expect(usdForPeople('1234.5', defaultLabels.common)).toBe('≈ $1,234.50')
  })
})

describe('percentages in a locale', () => {
  it('write the basis points with the locale decimal mark and percent sign', () => {
    expect(formatBps(50, { locale: 'de' })).toBe('0,5')
    expect(formatPercent(50, { locale: 'de' })).toBe(`0,5${NBSP}%`)
    expect(formatPercent(50, { locale: 'tr' })).toBe('%0,5')
    expect(formatPercent(1234)).toBe('12.34%')
  })
})

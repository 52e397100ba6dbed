import { describe, expect, it } from 'vitest'
import { WIDGET_LOCALES } from '../i18n/resolveLocale'
import { formatBps, formatUnitsForInput, formatUnitsForPeople, formatUsdForPeople, usdFigure, usdNumber } from './number'
import * as reference from './test/numberReference'
import { formatPercent } from './usdAndPercent'

// Intl.NumberFormat (string input, `roundingMode: 'trunc'`) against 0.2's bigint path
// (test/numberReference.ts) over one table: every shipped locale, English by default, and a tag
// Intl does not know.
const LOCALES = [undefined, ...WIDGET_LOCALES, 'not a locale!']

/** Whole-unit magnitudes from dust to 10^40, each with digits that a rounding would carry (9s) and plain ones. */
const MANTISSAS = ['1', '9', '12', '99', '123456789', '999999999', '100000001', '987654321987654321']
const amounts: Array<[bigint, number]> = []
for (let decimals = 0; decimals <= 18; decimals++) {
  for (const mantissa of MANTISSAS) {
    for (let shift = 0; shift <= 22; shift += decimals % 2 === 0 ? 1 : 3) {
      const value = BigInt(mantissa) * 10n ** BigInt(shift)
      amounts.push([value, decimals], [-value, decimals])
    }
  }
}
amounts.push([0n, 0], [0n, 18], [10n ** 50n, 18], [10n ** 18n - 1n, 18], [999n, 18], [-999n, 18], [(2n ** 53n + 1n) * 10n ** 6n, 6])

const USD = [
  '0', '-0', '0.00', '0.004', '0.0000001', '0.0000000000000000001', '-0.004', '0.01', '0.019', '-0.019', '1', '1.5', '-1.5', '12.3456',
  '999.999', '1234.5', '9999.99', '99999.999', '100000', '123456.78', '999999.99', '1000000', '1234567.89', '3699999.99', '3700000',
  '60000000.00', '45600000000', '999999999999', '1234567890123', '999999999999999', '1000000000000000', '123456789012345678', '00012.5',
]

const BPS = [0, 1, 5, 50, 99, 100, 1234, 9999, 10000, 123456, -50, -1234]

describe('Intl.NumberFormat writes the digits 0.2 wrote', () => {
  it.each(LOCALES.map((locale) => [locale ?? 'default']))('token amounts in %s, dust to 10^50, 0 to 18 decimals', (tag) => {
    const locale = tag === 'default' ? undefined : tag
    const differ = amounts.filter(([value, decimals]) => formatUnitsForPeople(value, decimals, { locale }) !== reference.formatUnitsForPeople(value, decimals, { locale }))
    expect(differ.map(([value, decimals]) => [`${value}/${decimals}`, formatUnitsForPeople(value, decimals, { locale }), reference.formatUnitsForPeople(value, decimals, { locale })])).toEqual([])
    expect(amounts.length).toBeGreaterThan(4000)
  })

  it.each(LOCALES.map((locale) => [locale ?? 'default']))('USD values and estimates in %s', (tag) => {
    const locale = tag === 'default' ? undefined : tag
    for (const usd of USD) {
      expect([usd, formatUsdForPeople(usd, { locale })]).toEqual([usd, reference.formatUsdForPeople(usd, { locale })])
      const figure = usdFigure(usd)
      expect([usd, figure && !figure.bound ? usdNumber(figure, { locale }) : undefined]).toEqual([usd, reference.usdNumber(usd, { locale })])
    }
  })

  it.each(LOCALES.map((locale) => [locale ?? 'default']))('basis points and percentages in %s', (tag) => {
    const locale = tag === 'default' ? undefined : tag
    for (const bps of BPS) {
      expect([bps, formatBps(bps, { locale }), formatPercent(bps, { locale })]).toEqual([bps, reference.formatBps(bps, { locale }), reference.formatPercent(bps, { locale })])
    }
  })

  it('keeps the input field on plain decimals, as 0.2 did', () => {
    for (const [value, decimals] of amounts.filter(([value]) => value >= 0n)) expect(formatUnitsForInput(value, decimals)).toBe(reference.formatUnitsForInput(value, decimals))
  })

  it('never rounds up a digit a float would carry: eighteen 9s after the point show as 0.999999', () => {
    expect(formatUnitsForPeople(10n ** 18n - 1n, 18, { locale: 'de' })).toBe('0,999999')
    expect(formatUsdForPeople('99999.999999999999999999')).toBe('$99,999.99')
  })
})

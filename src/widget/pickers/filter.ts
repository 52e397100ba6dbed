import type { WidgetCurrency } from '../types'

/**
 * Currencies matching a search: by symbol or name (case-insensitive, anywhere in the word), or by
 * currency id (an address or a prefix of it, `0x` optional). Symbol matches that start with the
 * query come first; otherwise the host's order is kept.
 */
export function filterCurrencies(currencies: WidgetCurrency[], query: string): WidgetCurrency[] {
  const q = query.trim().toLowerCase()
  if (!q) return currencies
  const hex = /^(0x)?[\da-f]+$/.test(q) ? (q.startsWith('0x') ? q : `0x${q}`) : undefined
  const matches = currencies.filter(
    (c) => c.symbol.toLowerCase().includes(q) || c.name.toLowerCase().includes(q) || (hex !== undefined && hex.length >= 4 && c.address.toLowerCase().startsWith(hex)),
  )
  const starts = (c: WidgetCurrency) => (c.symbol.toLowerCase().startsWith(q) ? 0 : 1)
  return matches.map((c, i) => [c, i] as const).sort(([a, i], [b, j]) => starts(a) - starts(b) || i - j).map(([c]) => c)
}

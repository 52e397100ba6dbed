import type { WidgetCurrency } from '../types'
import { refKey } from './pickerMemory'
import type { PickerBalance } from './usePickerBalances'

/**
 * The tokens the account holds first, the most valuable first (unpriced holdings after the priced
 * ones), then the rest in their given order (pinned, the catalog's, the service's).
 */
export function sortByValue(currencies: WidgetCurrency[], balances: ReadonlyMap<string, PickerBalance>): WidgetCurrency[] {
  const rank = (currency: WidgetCurrency): [number, bigint] => {
    const balance = balances.get(refKey(currency))
    if (!balance || balance.amount === 0n) return [2, 0n]
    return balance.usd === undefined ? [1, 0n] : [0, balance.usd]
  }
  return currencies
    .map((currency, index) => ({ currency, index, rank: rank(currency) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || (b.rank[1] > a.rank[1] ? 1 : b.rank[1] < a.rank[1] ? -1 : 0) || a.index - b.index)
    .map(({ currency }) => currency)
}

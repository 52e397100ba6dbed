import type { ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import type { Catalog } from '../catalog/catalog'
import { TokenIcon } from '../display/TokenIcon'
import type { WidgetCurrency } from '../types'

export interface TokenShortcutsProps {
  /** The row's name: `Popular` or `Recent`. */
  label: string
  currencies: WidgetCurrency[]
  catalog: Catalog
  onPick(currency: WidgetCurrency): void
}

/** A row of tokens one click away (the service's popular list, the user's recent picks), each named with its chain. */
export function TokenShortcuts({ label, currencies, catalog, onPick }: TokenShortcutsProps): ReactElement | null {
  const { picker } = useWidgetLabels()
  if (currencies.length === 0) return null
  return (
    <div className="ferry-shortcuts" role="group" aria-label={label}>
      <span className="ferry-shortcuts__label" aria-hidden="true">
        {label}
      </span>
      <div className="ferry-shortcuts__row">
        {currencies.map((currency) => {
          const chain = catalog.chain(currency.chainId)
          return (
            <button
              key={`${currency.chainId}:${currency.address}`}
              type="button"
              className="ferry-chip ferry-shortcut"
              aria-label={picker.trigger(label, currency.symbol, chain?.name ?? String(currency.chainId))}
              onClick={() => onPick(currency)}
            >
              <TokenIcon currency={currency} chain={chain} size={18} />
              {currency.symbol}
            </button>
          )
        })}
      </div>
    </div>
  )
}

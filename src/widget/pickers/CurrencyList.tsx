import { useId, useState, type KeyboardEvent, type ReactElement } from 'react'
import * as ToggleGroup from '@radix-ui/react-toggle-group'
import type { Address } from 'viem'
import { useTokenBalances } from '../balances/useTokenBalances'
import { useWidgetLabels } from '../context'
import { formatUnitsForPeople } from '../display/number'
import { sameId } from '../../core/utils/sameId'
import type { Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import { ChainIcon, TokenIcon } from '../display/TokenIcon'
import type { WidgetChain } from '../types'
import { filterCurrencies } from './filter'

export interface CurrencyListProps {
  chains: WidgetChain[]
  initialChainId: number | undefined
  selected: Side
  catalog: Catalog
  account: Address | undefined
  onSelect(side: Side): void
}

/**
 * The dialog's body: chains as a Radix toggle group, then a combobox (the search field keeps the
 * focus; arrow keys, Home and End move the active option through `aria-activedescendant`, Enter
 * picks it) over a listbox of the chain's currencies with the account's balances.
 */
export function CurrencyList({ chains, initialChainId, selected, catalog, account, onSelect }: CurrencyListProps): ReactElement {
  const { picker } = useWidgetLabels()
  const id = useId()
  const [chainId, setChainId] = useState(initialChainId)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const chain = catalog.chain(chainId)
  const all = catalog.currenciesOf(chainId)
  const shown = filterCurrencies(all, query)
  const balances = useTokenBalances(account, chain, all)
  const activeIndex = Math.min(active, shown.length - 1)
  const optionId = (index: number) => `${id}-option-${index}`

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1
    const moves: Record<string, number> = { ArrowDown: activeIndex >= last ? 0 : activeIndex + 1, ArrowUp: activeIndex <= 0 ? last : activeIndex - 1, Home: 0, End: last }
    if (event.key in moves && last >= 0) {
      event.preventDefault()
      setActive(moves[event.key]!)
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView?.({ block: 'nearest' })
    } else if (event.key === 'Enter' && shown[activeIndex]) {
      event.preventDefault()
      onSelect({ chainId, currency: shown[activeIndex].address })
    }
  }

  return (
    <div className="ferry-picker__body">
      <ToggleGroup.Root
        type="single"
        className="ferry-chips"
        aria-label={picker.chains}
        value={chainId === undefined ? '' : String(chainId)}
        onValueChange={(value) => {
          if (!value) return
          setChainId(Number(value))
          setActive(0)
        }}
      >
        {chains.map((c) => (
          <ToggleGroup.Item key={c.id} value={String(c.id)} className="ferry-chip">
            <ChainIcon chain={c} size={18} />
            {c.name}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <input
        className="ferry-input ferry-search"
        type="search"
        role="combobox"
        aria-label={picker.search}
        placeholder={picker.search}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown.length ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        // The dialog opens on the search: type, then Enter picks the first match.
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" className="ferry-options" aria-label={picker.tokens}>
        {shown.map((currency, index) => {
          const balance = balances.of(currency.address)
          const isCurrent = selected.chainId === chainId && sameId(selected.currency, currency.address)
          return (
            <li
              key={currency.address}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-current={isCurrent || undefined}
              className="ferry-option"
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => onSelect({ chainId, currency: currency.address })}
            >
              <TokenIcon currency={currency} chain={chain} size={32} />
              <span className="ferry-option__text">
                <span className="ferry-option__symbol">{currency.symbol}</span>{' '}
                <span className="ferry-option__name">{currency.name}</span>
              </span>{' '}
              {balance !== undefined && <span className="ferry-option__balance">{picker.balance(formatUnitsForPeople(balance, currency.decimals))}</span>}
            </li>
          )
        })}
      </ul>
      {shown.length === 0 && (
        <p className="ferry-muted" role="status">
          {picker.noResults}
        </p>
      )}
    </div>
  )
}

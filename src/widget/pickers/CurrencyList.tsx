import { useId, useState, type KeyboardEvent, type ReactElement } from 'react'
import * as ToggleGroup from '@radix-ui/react-toggle-group'
import type { Address } from 'viem'
import { useFerry } from '../../react/index'
import { useWidgetLabels } from '../lazyLabels'
import { sameCurrency, type Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import { ChainIcon } from '../display/TokenIcon'
import type { WidgetChain, WidgetCurrency } from '../types'
import { refKey, usePickerMemory } from './pickerMemory'
import { sortByValue } from './sortByValue'
import { TokenDetails } from './TokenDetails'
import { TokenRow } from './TokenRow'
import { TokenShortcuts } from './TokenShortcuts'
import { UnverifiedWarning } from './UnverifiedWarning'
import { useImportToken } from './useImportToken'
import { usePickerBalances } from './usePickerBalances'
import { usePickerCurrencies } from './usePickerCurrencies'

export interface CurrencyListProps {
  chains: WidgetChain[]
  selected: Side
  catalog: Catalog
  account: Address | undefined
  onSelect(side: Side): void
}

/**
 * The dialog's body: a search across the chains (a combobox: the field keeps the focus; arrow
 * keys, Home and End move the active option through `aria-activedescendant`, Enter picks it), a
 * chain filter, the popular and recent tokens, and the list, the account's holdings first by USD
 * value. A pasted address nothing lists is read on chain and offered as unverified; an unverified
 * token asks for the user's acknowledgement once before it is used.
 */
export function CurrencyList({ chains, selected, catalog, account, onSelect }: CurrencyListProps): ReactElement {
  const { picker } = useWidgetLabels()
  const { namespace } = useFerry()
  const id = useId()
  const memory = usePickerMemory(namespace)
  // The search spans every chain the side offers until the user narrows it.
  const [chainId, setChainId] = useState(chains.length > 1 ? undefined : chains[0]?.id)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [warning, setWarning] = useState<WidgetCurrency>()
  const chainIds = chains.map((chain) => chain.id)
  const found = usePickerCurrencies({ catalog, chainIds, chainId, query, recent: memory.recent, currentChainId: selected.chainId })
  const imported = useImportToken(found.unknownAddress, chainId === undefined ? chainIds : [chainId])
  const balances = usePickerBalances(account, { known: found.known, found: [...found.list, ...imported.tokens].filter((currency) => !found.known.includes(currency)) })
  const shown = sortByValue([...found.list, ...imported.tokens], balances)
  const activeIndex = Math.min(active, shown.length - 1)
  const activeCurrency = shown[activeIndex]
  const optionId = (index: number) => `${id}-option-${index}`

  function pick(currency: WidgetCurrency) {
    if (currency.verified === false && !memory.isAcknowledged(currency)) {
      setWarning(currency)
      return
    }
    choose(currency)
  }
  function choose(currency: WidgetCurrency) {
    if (!catalog.currency(currency.chainId, currency.address)) catalog.include(currency)
    memory.remember(currency)
    onSelect({ chainId: currency.chainId, currency: currency.address })
  }

  if (warning) {
    return (
      <UnverifiedWarning
        currency={warning}
        chain={catalog.chain(warning.chainId)}
        onBack={() => setWarning(undefined)}
        onAccept={() => {
          memory.acknowledge(warning)
          choose(warning)
        }}
      />
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1
    const moves: Record<string, number> = { ArrowDown: activeIndex >= last ? 0 : activeIndex + 1, ArrowUp: activeIndex <= 0 ? last : activeIndex - 1, Home: 0, End: last }
    if (event.key in moves && last >= 0) {
      event.preventDefault()
      setActive(moves[event.key]!)
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView?.({ block: 'nearest' })
    } else if (event.key === 'Enter' && activeCurrency) {
      event.preventDefault()
      pick(activeCurrency)
    }
  }

  const status = found.searching ? picker.searching : imported.isLoading ? picker.importing : shown.length === 0 ? (found.unknownAddress ? picker.importNone : picker.noResults) : ''
  return (
    <div className="ferry-picker__body">
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
      {chains.length > 1 && (
        <ToggleGroup.Root
          type="single"
          className="ferry-chips ferry-picker__chains"
          aria-label={picker.chains}
          value={chainId === undefined ? 'all' : String(chainId)}
          onValueChange={(value) => {
            if (!value) return
            setChainId(value === 'all' ? undefined : Number(value))
            setActive(0)
          }}
        >
          <ToggleGroup.Item value="all" className="ferry-chip">
            {picker.allChains}
          </ToggleGroup.Item>
          {chains.map((c) => (
            <ToggleGroup.Item key={c.id} value={String(c.id)} className="ferry-chip">
              <ChainIcon chain={c} size={18} />
              {c.name}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      )}
      {query.trim() === '' && (
        <>
          <TokenShortcuts label={picker.recent} currencies={found.recent.slice(0, 6)} catalog={catalog} onPick={pick} />
          <TokenShortcuts label={picker.popular} currencies={found.popular.slice(0, 6)} catalog={catalog} onPick={pick} />
        </>
      )}
      <ul id={`${id}-list`} role="listbox" className="ferry-options" aria-label={picker.tokens} aria-busy={found.searching || undefined}>
        {shown.map((currency, index) => {
          const isCurrent = selected.chainId === currency.chainId && selected.currency !== undefined && sameCurrency(currency, { chainId: currency.chainId, address: selected.currency })
          return (
            <li
              key={refKey(currency)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              aria-current={isCurrent || undefined}
              className="ferry-option"
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => pick(currency)}
            >
              <TokenRow currency={currency} chain={catalog.chain(currency.chainId)} balance={balances.get(refKey(currency))} />
            </li>
          )
        })}
      </ul>
      <p className="ferry-muted ferry-picker__status" role="status">
        {status}
      </p>
      {activeCurrency && <TokenDetails currency={activeCurrency} chain={catalog.chain(activeCurrency.chainId)} />}
    </div>
  )
}

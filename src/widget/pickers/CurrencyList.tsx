import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react'
import type { Address } from 'viem'
import { useFerry } from '../../react/index'
import { useWidgetLabels } from '../lazyLabels'
import { sameCurrency, type Catalog } from '../catalog/catalog'
import type { Side } from '../form/reducer'
import { Chevron } from '../display/Chevron'
import { ChainIcon } from '../display/TokenIcon'
import type { WidgetChain, WidgetCurrency } from '../types'
import { AllChainsIcon, ChainList } from './ChainList'
import { refKey, usePickerMemory } from './pickerMemory'
import { sortByValue } from './sortByValue'
import { TokenDetails } from './TokenDetails'
import { TokenRow } from './TokenRow'
import { TokenShortcuts } from './TokenShortcuts'
import { UnverifiedWarning } from './UnverifiedWarning'
import { useImportToken } from './useImportToken'
import { usePickerBalances } from './usePickerBalances'
import { usePickerCurrencies } from './usePickerCurrencies'
import { useWidePicker } from './useWidePicker'

export interface CurrencyListProps {
  chains: WidgetChain[]
  selected: Side
  catalog: Catalog
  account: Address | undefined
  onSelect(side: Side): void
  /** Where the list puts what Escape does first (the phone's chain step goes back to the tokens); `true` when it handled it. */
  escape?: RefObject<(() => boolean) | undefined> | undefined
}

/**
 * The dialog's body: a search across the chains (a combobox: the field keeps the focus; arrow
 * keys, Home and End move the active option through `aria-activedescendant`, Enter picks it), the
 * chains (a column beside the tokens on wide screens, a step of its own on phones: `ChainList`),
 * the popular and recent tokens, and the list, the account's holdings first by USD value. A pasted
 * address nothing lists is read on chain and offered as unverified; an unverified token asks for
 * the user's acknowledgement once before it is used.
 */
export function CurrencyList({ chains, selected, catalog, account, onSelect, escape }: CurrencyListProps): ReactElement {
  const { picker } = useWidgetLabels()
  const { namespace } = useFerry()
  const id = useId()
  const memory = usePickerMemory(namespace)
  const wide = useWidePicker()
  // The search spans every chain the side offers until the user narrows it.
  const [chainId, setChainId] = useState(chains.length > 1 ? undefined : chains[0]?.id)
  // The phone's chain step: open, or just closed (its button gets the focus back).
  const [chainStep, setChainStep] = useState<'open' | 'closed'>()
  const chainButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (chainStep === 'closed') chainButton.current?.focus()
  }, [chainStep])
  useEffect(() => {
    if (!escape) return
    escape.current = () => {
      if (chainStep !== 'open') return false
      setChainStep('closed')
      return true
    }
    return () => {
      escape.current = undefined
    }
  }, [escape, chainStep])
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

  const filtered = chains.find((chain) => chain.id === chainId)
  const chainList = (step: boolean) => (
    <ChainList
      chains={chains}
      value={chainId}
      recent={memory.recentChains}
      autoFocus={step}
      onChange={(next) => {
        setChainId(next)
        setActive(0)
        if (step) setChainStep('closed')
      }}
    />
  )
  if (chainStep === 'open' && !wide) {
    return (
      <div className="ferry-picker__body ferry-picker__chain-step">
        <button type="button" className="ferry-button ferry-picker__back" onClick={() => setChainStep('closed')}>
          {picker.chainsBack}
        </button>
        {chainList(true)}
      </div>
    )
  }

  const status = found.searching ? picker.searching : imported.isLoading ? picker.importing : shown.length === 0 ? (found.unknownAddress ? picker.importNone : picker.noResults) : ''
  const tokens = (
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
        // The dialog opens on the search: type, then Enter picks the first match. Back from the
        // chain step, the focus goes to the step's button instead.
        autoFocus={chainStep === undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      {chains.length > 1 && !wide && (
        <button ref={chainButton} type="button" className="ferry-button ferry-picker__chain-button" onClick={() => setChainStep('open')}>
          {filtered ? <ChainIcon chain={filtered} size={20} /> : <AllChainsIcon size={20} />}
          <span>{picker.chainFilter(filtered?.name ?? picker.allChains)}</span>
          <Chevron />
        </button>
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
  if (chains.length < 2 || !wide) return tokens
  return (
    <div className="ferry-picker__split">
      {chainList(false)}
      {tokens}
    </div>
  )
}

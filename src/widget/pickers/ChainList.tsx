import { useRef, useState, type ReactElement, type ReactNode } from 'react'
import * as ToggleGroup from '@radix-ui/react-toggle-group'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { ChainIcon } from '../display/TokenIcon'
import type { WidgetChain } from '../types'
import { orderChains } from './chainOrder'

export interface ChainListProps {
  chains: WidgetChain[]
  /** The chain filter; `undefined` for all chains. */
  value: number | undefined
  onChange(chainId: number | undefined): void
  /** The user's recent chains, latest first. */
  recent: readonly number[]
  /** The phone's chain step: the search takes the focus when it opens. */
  autoFocus?: boolean | undefined
}

/** Past this many chains the list has its own search. */
const SEARCH_FROM = 9

/**
 * The picker's chains: "All chains", the popular ones, the user's recent ones, then the rest
 * alphabetically, with a search by name. One radio group (Radix ToggleGroup): Tab enters it at one
 * chain, the arrow keys move through it, Space or Enter picks; ArrowDown in the search enters it.
 */
export function ChainList({ chains, value, onChange, recent, autoFocus }: ChainListProps): ReactElement {
  const { picker } = useWidgetLabels()
  const locale = useWidgetLocale()
  const [query, setQuery] = useState('')
  const group = useRef<HTMLDivElement>(null)
  const sections = orderChains(chains, { recent, query, locale })
  const none = sections.popular.length + sections.recent.length + sections.rest.length === 0
  const searchable = chains.length >= SEARCH_FROM
  const item = (chain: WidgetChain) => (
    <ToggleGroup.Item key={chain.id} value={String(chain.id)} className="ferry-option ferry-chain-list__item">
      <ChainIcon chain={chain} size={24} />
      <span className="ferry-chain-list__name" dir="auto">
        {chain.name}
      </span>
    </ToggleGroup.Item>
  )
  // Section names are for the eye: to a screen reader the group is one list of chains, each named.
  const section = (label: string | undefined, list: WidgetChain[]): ReactNode =>
    list.length > 0 && [
      label && (
        <span key={`${label}-label`} className="ferry-shortcuts__label ferry-chain-list__section" aria-hidden="true">
          {label}
        </span>
      ),
      ...list.map(item),
    ]
  const sectioned = sections.popular.length + sections.recent.length > 0
  return (
    <div className="ferry-chain-list">
      {searchable && (
        <input
          className="ferry-input ferry-search"
          type="search"
          aria-label={picker.searchChains}
          placeholder={picker.searchChains}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'Enter') return
            const items = group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')
            if (!items?.length) return
            event.preventDefault()
            // Enter picks the first match; ArrowDown moves into the list.
            if (event.key === 'Enter') items[0]!.click()
            else items[0]!.focus()
          }}
        />
      )}
      <ToggleGroup.Root
        ref={group}
        type="single"
        orientation="vertical"
        // A long list does not wrap from its first chain to its last.
        loop={false}
        className="ferry-chain-list__items"
        aria-label={picker.chains}
        value={value === undefined ? 'all' : String(value)}
        onValueChange={(next) => {
          // Pressing the chosen chain again keeps it (a radio group has no "none").
          if (next) onChange(next === 'all' ? undefined : Number(next))
        }}
      >
        {query.trim() === '' && (
          <ToggleGroup.Item value="all" className="ferry-option ferry-chain-list__item">
            <AllChainsIcon size={24} />
            <span className="ferry-chain-list__name">{picker.allChains}</span>
          </ToggleGroup.Item>
        )}
        {section(sectioned ? picker.popularChains : undefined, sections.popular)}
        {section(picker.recentChains, sections.recent)}
        {section(sectioned ? picker.otherChains : undefined, sections.rest)}
      </ToggleGroup.Root>
      <p className="ferry-muted ferry-picker__status" role="status">
        {none ? picker.noChains : ''}
      </p>
    </div>
  )
}

/** "All chains": four tiles standing for every chain, where a chain's logo would be. */
export function AllChainsIcon({ size }: { size: number }): ReactElement {
  return (
    <svg className="ferry-icon ferry-muted" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="3" y="3" width="8" height="8" rx="2" />
      <rect x="13" y="3" width="8" height="8" rx="2" />
      <rect x="3" y="13" width="8" height="8" rx="2" />
      <rect x="13" y="13" width="8" height="8" rx="2" />
    </svg>
  )
}

import { isAddress } from 'viem'
import type { ServiceCurrency } from '../../core/index'
import { useCurrencies } from '../../react/index'
import { useDebouncedValue } from '../../react/hooks/useDebouncedValue'
import { sameCurrency, type Catalog } from '../catalog/catalog'
import type { WidgetCurrency } from '../types'
import { filterCurrencies } from './filter'

export interface PickerCurrenciesOptions {
  catalog: Catalog
  /** The chains this side offers. */
  chainIds: number[]
  /** The chain filter; `undefined` for all of `chainIds`. */
  chainId: number | undefined
  query: string
  recent: WidgetCurrency[]
  /** The side's current chain: the popular row's pick of a token found on several chains. */
  currentChainId: number | undefined
}

export interface PickerCurrencies {
  /** The list: pinned first, then the catalog's matches, then the service's. */
  list: WidgetCurrency[]
  /** Everything the list shows without a search (balances are read for it once, not per keystroke). */
  known: WidgetCurrency[]
  /** The service's popular tokens (its default list) on the filtered chains, one per symbol. */
  popular: WidgetCurrency[]
  /** The user's recent picks the side may offer. */
  recent: WidgetCurrency[]
  /** The service's search is on its way (typing or fetching). */
  searching: boolean
  /** A pasted EVM address nothing lists: the picker may read it on chain and offer it as unverified. */
  unknownAddress: `0x${string}` | undefined
}

const SEARCH_LIMIT = 20
const SEARCH_DEBOUNCE_MS = 300
const POPULAR_LIMIT = 12
/** Without a search, the service's verified tokens on the filtered chains, its order (the service ranks them). */
const BROWSE_LIMIT = 50

/** A currency of the service's list in the widget's shape; `verified` is `false` only when the service says so. */
export function fromServiceCurrency(currency: ServiceCurrency): WidgetCurrency {
  const { chainId, address, symbol, name, decimals, metadata } = currency
  return {
    chainId,
    address,
    symbol,
    name,
    decimals,
    ...(metadata.logoURI ? { logoURI: metadata.logoURI } : {}),
    ...(metadata.verified === false ? { verified: false } : {}),
  }
}

/**
 * What the picker lists for a search: the host's pinned tokens, the catalog's matches across the
 * filtered chains, then the service's search (its currencies route, by term or pasted address,
 * debounced) for what the catalog lacks. Without a search, the catalog, the service's default
 * list and its verified tokens. The service is asked only when the host gave no `currencies` (they narrow what is offered).
 */
export function usePickerCurrencies({ catalog, chainIds, chainId, query, recent, currentChainId }: PickerCurrenciesOptions): PickerCurrencies {
  const chains = chainId === undefined ? chainIds : [chainId]
  const offered = (currency: WidgetCurrency) => chains.includes(currency.chainId) && catalog.offers(currency)
  const term = query.trim()
  // The search waits for typing to pause; clearing it shows the list at once.
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS, { flushWhen: (value) => value === '' })
  const address = isAddress(settled, { strict: false }) ? settled : undefined
  const searchable = catalog.tokens.searchable && chains.length > 0
  const search = useCurrencies({
    chainIds: chains,
    ...(address ? { address } : { term: settled }),
    limit: SEARCH_LIMIT,
    debounceMs: 0,
    query: { enabled: searchable && settled !== '' },
  })
  const defaults = useCurrencies({ chainIds: chains, defaultList: true, limit: POPULAR_LIMIT, query: { enabled: searchable } })
  const browse = useCurrencies({ chainIds: chains, verified: true, limit: BROWSE_LIMIT, query: { enabled: searchable } })
  const service = (data: ServiceCurrency[] | undefined) => (data ?? []).map(fromServiceCurrency).filter(offered)

  const own = chains.flatMap((id) => catalog.currenciesOf(id))
  const popular = service(defaults.data)
  const pinned = (catalog.tokens.pinned ?? []).flatMap((ref) => {
    const found = catalog.currency(ref.chainId, ref.address)
    return found && offered(found) ? [found] : []
  })
  const known = unique([...pinned, ...own, ...popular, ...service(browse.data)])
  const results = term === '' ? known : unique([...filterCurrencies(known, term), ...(searchable ? service(search.data) : [])])
  const list = unique([...pinned.filter((currency) => results.some((found) => sameCurrency(found, currency))), ...results])
  const searching = searchable && term !== '' && (term !== settled || search.isFetching || !search.isCurrent)
  const listed = address !== undefined && list.some((currency) => currency.address.toLowerCase() === address.toLowerCase())
  return {
    list,
    known,
    popular: bySymbol(popular, currentChainId),
    recent: recent.filter(offered),
    searching,
    // Only once the service has answered: a token it lists is never offered as an import.
    unknownAddress: address !== undefined && address === term && !listed && !searching && catalog.tokens.import !== false ? address : undefined,
  }
}

/** Each currency once, where it first appears; a logo only a later entry of it has is kept (the service's lists carry logos `/chains` lacks). */
function unique(currencies: WidgetCurrency[]): WidgetCurrency[] {
  const kept: WidgetCurrency[] = []
  for (const currency of currencies) {
    const index = kept.findIndex((other) => sameCurrency(other, currency))
    if (index === -1) kept.push(currency)
    else if (!kept[index]!.logoURI && currency.logoURI) kept[index] = { ...kept[index]!, logoURI: currency.logoURI }
  }
  return kept
}

/** One entry per symbol, on the preferred chain when the symbol is there: a row of shortcuts names tokens, not deployments. */
function bySymbol(currencies: WidgetCurrency[], preferredChainId: number | undefined): WidgetCurrency[] {
  const symbols = [...new Set(currencies.map((currency) => currency.symbol))]
  return symbols.map((symbol) => {
    const all = currencies.filter((currency) => currency.symbol === symbol)
    return all.find((currency) => currency.chainId === preferredChainId) ?? all[0]!
  })
}

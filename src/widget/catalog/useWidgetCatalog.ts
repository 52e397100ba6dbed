import { useMemo, useState } from 'react'
import { VENUE_CHAIN_ID, type FerryError } from '../../core/index'
import { useServiceChains, useVenueSpotMeta } from '../../react/index'
import type { WidgetChain, WidgetCurrency, WidgetTokenOptions } from '../types'
import { createCatalog, type Catalog } from './catalog'
import { resolveCatalog } from './resolveCatalog'

export interface UseWidgetCatalogOptions {
  /** The host's chains: the ones offered, laid over the service's entries. */
  chains?: WidgetChain[] | undefined
  /** The host's currencies: the ones offered, laid over the service's entries. */
  currencies?: WidgetCurrency[] | undefined
  /** The host's `tokens` option. */
  tokens?: WidgetTokenOptions | undefined
}

export type WidgetCatalogState =
  | { status: 'ready'; catalog: Catalog }
  /** The service's list is on its way (a Retry too), and the host did not give both lists. */
  | { status: 'loading' }
  /** The service's list could not be read, and the host did not give both lists. */
  | { status: 'error'; error: FerryError; retry(): void }

/**
 * The chains and currencies the widget offers, with lookups: the service's `GET /chains`
 * (`useServiceChains`) filtered and overridden by the host's `chains` and `currencies`, and on the venue
 * its spot tokens (`useVenueSpotMeta`) after perps USDC, the host's `tokens.added`, and the tokens the picker found. With both lists given the widget needs
 * nothing more: it is ready at once, and the service's entries fill in what the host left out
 * (explorer links, logos) when they arrive; a failed read then changes nothing.
 */
export function useWidgetCatalog({ chains, currencies, tokens }: UseWidgetCatalogOptions): WidgetCatalogState {
  const { data, error, isFetching, refetch } = useServiceChains()
  const resolved = useMemo(() => resolveCatalog({ service: data, chains, currencies }), [data, chains, currencies])
  const spot = useVenueSpotMeta({ query: { enabled: resolved.chains.some((chain) => chain.id === VENUE_CHAIN_ID) } })
  // Tokens the picker found beyond the catalog (search, import), kept for this widget's life.
  const [found, setFound] = useState<WidgetCurrency[]>([])
  const catalog = useMemo(
    () =>
      createCatalog({
        chains: resolved.chains,
        currencies: [...resolved.currencies, ...found],
        spotTokens: spot.data?.tokens,
        tokens: { ...tokens, searchable: !currencies },
        include: (currency) => setFound((known) => [...known, currency]),
      }),
    [resolved, spot.data, found, tokens, currencies],
  )
  if (data || (chains && currencies)) return { status: 'ready', catalog }
  // A Retry on its way shows as loading again, not as the error it may clear.
  if (error && !isFetching) return { status: 'error', error, retry: () => void refetch() }
  return { status: 'loading' }
}

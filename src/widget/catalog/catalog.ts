import { sameId } from '../../core/utils/sameId'
import { VENUE_CHAIN_ID, VENUE_PERPS_USDC, VENUE_USD_DECIMALS, type SpotToken } from '../../core/index'
import { explorerTxTemplate } from '../display/explorer'
import type { WidgetChain, WidgetCurrency, WidgetTokenOptions, WidgetTokenRef } from '../types'

/** The chains and currencies the widget offers, with lookups. Built per render from props. */
export interface Catalog {
  /** Each `explorerUrl` in its template form (with `{txHash}`), whichever form it was given in. */
  chains: WidgetChain[]
  chain(chainId: number | undefined): WidgetChain | undefined
  currenciesOf(chainId: number | undefined): WidgetCurrency[]
  currency(chainId: number | undefined, address: string | undefined): WidgetCurrency | undefined
  /** Whether the widget may offer a currency found elsewhere (search, import): its chain is offered and the host did not hide it. */
  offers(currency: WidgetTokenRef): boolean
  /** Makes a currency found by the picker's search or import part of the catalog, so the form can use it. */
  include(currency: WidgetCurrency): void
  /** The host's `tokens` option, and whether the picker searches the service (the host gave no `currencies`). */
  tokens: WidgetTokenOptions & { searchable: boolean }
}

export interface CatalogOptions {
  chains: WidgetChain[]
  currencies: WidgetCurrency[]
  spotTokens?: SpotToken[] | undefined
  tokens?: (WidgetTokenOptions & { searchable: boolean }) | undefined
  include?: ((currency: WidgetCurrency) => void) | undefined
}

/** Perps USDC on the venue, offered on 1337 even when the host lists no currency there. */
export const VENUE_PERPS_USDC_CURRENCY: WidgetCurrency = {
  chainId: VENUE_CHAIN_ID,
  address: VENUE_PERPS_USDC,
  symbol: 'USDC',
  name: 'USDC (perps)',
  decimals: VENUE_USD_DECIMALS,
}

/** A venue spot token as a currency on 1337: its `tokenId` is the currency id. */
export function spotCurrency(token: SpotToken): WidgetCurrency {
  return { chainId: VENUE_CHAIN_ID, address: token.tokenId, symbol: token.name, name: `${token.name} (spot)`, decimals: token.weiDecimals ?? 8 }
}

/** Whether a chain is the venue's (not a wallet network): `vmType`, or the venue chain id. */
export const isVenueChain = (chain: WidgetChain | undefined): boolean => (chain?.vmType ?? (chain?.id === VENUE_CHAIN_ID ? 'venue' : 'evm')) === 'venue'


/**
 * Perps USDC is USDC, and the service's `/chains` gives it no logo: it wears the logo USDC has on
 * another chain (a listed, not an imported, one), so that the form, the review and the outcome show
 * the logo the picker's lists show, not an initial.
 */
function dressPerpsUsdc(byChain: Map<number, WidgetCurrency[]>, currencies: WidgetCurrency[]): void {
  const venue = byChain.get(VENUE_CHAIN_ID) ?? []
  const index = venue.findIndex((currency) => sameId(currency.address, VENUE_PERPS_USDC))
  const perps = venue[index]
  if (!perps || perps.logoURI) return
  const logoURI = currencies.find((currency) => currency.chainId !== VENUE_CHAIN_ID && currency.symbol === 'USDC' && currency.verified !== false && currency.logoURI)?.logoURI
  if (logoURI) venue[index] = { ...perps, logoURI }
}

/** The same currency: on the same chain, with the same id (in any letter case). */
export const sameCurrency = (a: { chainId: number; address: string }, b: { chainId: number; address: string }): boolean => a.chainId === b.chainId && sameId(a.address, b.address)

/**
 * The host's chains and currencies (explorer links in template form); on the venue's chain, perps USDC first (when the host did not
 * list it) and the venue's spot tokens after the host's own (when not listed already).
 */
export function createCatalog({ chains: givenChains, currencies, spotTokens = [], tokens = { searchable: false }, include = () => undefined }: CatalogOptions): Catalog {
  // Links are built as `explorerUrl.replace('{txHash}', hash)` downstream: one form for both kinds.
  const chains = givenChains.map((chain) => (chain.explorerUrl ? { ...chain, explorerUrl: explorerTxTemplate(chain.explorerUrl) } : chain))
  const byChain = new Map<number, WidgetCurrency[]>()
  const hidden = (ref: WidgetTokenRef) => !!tokens.hidden?.some((known) => sameCurrency(known, ref))
  const offers = (ref: WidgetTokenRef) => chains.some((chain) => chain.id === ref.chainId) && !hidden(ref)
  const add = (currency: WidgetCurrency, first = false) => {
    if (hidden(currency)) return
    const list = byChain.get(currency.chainId) ?? []
    if (!list.some((known) => sameId(known.address, currency.address))) list[first ? 'unshift' : 'push'](currency)
    byChain.set(currency.chainId, list)
  }
  ;[...currencies, ...(tokens.added ?? [])].forEach((currency) => add(currency))
  if (chains.some((chain) => chain.id === VENUE_CHAIN_ID)) {
    add(VENUE_PERPS_USDC_CURRENCY, true)
    spotTokens.forEach((token) => add(spotCurrency(token)))
    dressPerpsUsdc(byChain, currencies)
  }
  return {
    chains,
    chain: (chainId) => chains.find((chain) => chain.id === chainId),
    currenciesOf: (chainId) => (chainId === undefined ? [] : (byChain.get(chainId) ?? [])),
    currency: (chainId, address) => (chainId === undefined ? undefined : byChain.get(chainId)?.find((c) => sameId(c.address, address))),
    offers,
    include,
    tokens,
  }
}

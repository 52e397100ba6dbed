import type { WidgetChain } from '../types'

/**
 * Chains pinned at the top of a long chain list when the side offers them, in this order: the
 * networks most transfers touch (Ethereum, Base, Arbitrum One, OP Mainnet, Polygon, BNB Chain).
 */
export const POPULAR_CHAIN_IDS: readonly number[] = [1, 8453, 42161, 10, 137, 56]

/** Up to this many chains the list keeps the host's (or service's) order, without sections. */
const SHORT_LIST = 8
/** With none of the well-known chains offered, this many of the list's first stand for them. */
const POPULAR_FALLBACK = 4

export interface ChainSections {
  popular: WidgetChain[]
  recent: WidgetChain[]
  /** The others, alphabetically (the whole list, in its order, when it is short). */
  rest: WidgetChain[]
}

export interface OrderChainsOptions {
  /** The user's recent chains, latest first. */
  recent: readonly number[]
  /** The chain search; matches by name, ignoring case and accents. */
  query: string
  /** Orders the rest alphabetically in the user's language. */
  locale: string
}

/**
 * A chain list in the order a person looks for a chain: the popular ones pinned, the user's recent
 * ones next, then every other chain alphabetically, each chain once. A search keeps the sections
 * and drops what does not match; a short list keeps its order.
 */
export function orderChains(chains: readonly WidgetChain[], { recent, query, locale }: OrderChainsOptions): ChainSections {
  const match = chainMatcher(query, locale)
  const sections: ChainSections = { popular: [], recent: [], rest: [] }
  if (chains.length <= SHORT_LIST) return { ...sections, rest: chains.filter(match) }
  const byId = (id: number) => chains.find((chain) => chain.id === id)
  const wellKnown = POPULAR_CHAIN_IDS.flatMap((id) => byId(id) ?? [])
  const popular = wellKnown.length > 0 ? wellKnown : chains.slice(0, POPULAR_FALLBACK)
  const recentChains = recent.flatMap((id) => byId(id) ?? []).filter((chain) => !popular.includes(chain))
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const rest = chains.filter((chain) => !popular.includes(chain) && !recentChains.includes(chain)).sort((a, b) => collator.compare(a.name, b.name))
  return { popular: popular.filter(match), recent: recentChains.filter(match), rest: rest.filter(match) }
}

/** Whether a chain's name holds the query (ignoring case and accents), or its id is the query. */
function chainMatcher(query: string, locale: string): (chain: WidgetChain) => boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase(locale)
  const q = fold(query.trim())
  return (chain) => q === '' || fold(chain.name).includes(q) || String(chain.id) === q
}

import { HttpProblem } from '../http/jsonServer'
import type { ListedCurrency, ListEntry } from './currencyList'

/** What `limit` is when not given, and the most it may be, as the real service documents them. */
export const DEFAULT_CURRENCY_LIMIT = 20
export const MAX_CURRENCY_LIMIT = 100

/**
 * The body of `POST /currencies/v1` and `/v2` (the published fields). `useExternalSearch` and
 * `depositAddressOnly` are accepted and ignored: the devnet has no third-party index, and no
 * deposit-address bridging, so every currency it lists would qualify. Unknown fields (the UI
 * kit's `referrer`) are ignored too.
 */
export interface CurrencySearch {
  chainIds?: number[] | undefined
  term?: string | undefined
  address?: string | undefined
  currencyId?: string | undefined
  /** `chainId:address` pairs. */
  tokens?: { chainId: number; address: string }[] | undefined
  verified?: boolean | undefined
  limit: number
  includeAllChains?: boolean | undefined
  defaultList?: boolean | undefined
}

const ADDRESS = /^0x[\da-f]{40}$/i

/** The search a body asks for, or a 400 `INVALID_INPUT` naming each field of the wrong type. */
export function parseCurrencySearch(body: unknown): CurrencySearch {
  if (body === undefined || body === null) return { limit: DEFAULT_CURRENCY_LIMIT }
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid(['the body must be a JSON object'])
  const fields = body as Record<string, unknown>
  const issues: string[] = []
  const pick = <T>(name: string, ok: (value: unknown) => value is T, expected: string): T | undefined => {
    const value = fields[name]
    if (value === undefined || ok(value)) return value as T | undefined
    issues.push(`${name} must be ${expected}; got ${JSON.stringify(value)}`)
    return undefined
  }
  const isString = (value: unknown): value is string => typeof value === 'string'
  const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
  const isChainIds = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id))
  const isTokens = (value: unknown): value is string[] => Array.isArray(value) && value.every((token) => typeof token === 'string' && /^\d+:\S+$/.test(token))
  const isLimit = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1
  for (const name of ['useExternalSearch', 'depositAddressOnly']) pick(name, isBoolean, 'a boolean')
  const search: CurrencySearch = {
    chainIds: pick('chainIds', isChainIds, 'an array of chain ids'),
    term: pick('term', isString, 'a string')?.trim() || undefined,
    address: pick('address', isString, 'a string'),
    currencyId: pick('currencyId', isString, 'a string'),
    tokens: pick('tokens', isTokens, 'an array of "chainId:address" strings')?.map((token) => {
      const [chainId = '', address = ''] = token.split(':')
      return { chainId: Number(chainId), address: address.toLowerCase() }
    }),
    verified: pick('verified', isBoolean, 'a boolean'),
    // Past the cap the answer is the cap, not an error: a client asking for more still gets a list.
    limit: Math.min(pick('limit', isLimit, 'a whole number of at least 1') ?? DEFAULT_CURRENCY_LIMIT, MAX_CURRENCY_LIMIT),
    includeAllChains: pick('includeAllChains', isBoolean, 'a boolean'),
    defaultList: pick('defaultList', isBoolean, 'a boolean'),
  }
  if (issues.length > 0) throw invalid(issues)
  return search
}

/**
 * The currencies a search finds, best first: for a term, exact symbol matches, then symbols that
 * start with it, then symbols that hold it, then names that hold it; within each, verified before unverified, then the service's order.
 * `limit` is not applied: v1 applies it to groups, v2 to currencies.
 */
export function searchCurrencies(entries: readonly ListEntry[], search: CurrencySearch): ListEntry[] {
  // A term that is an address searches by address, as a pasted address is meant.
  const address = (search.address ?? (search.term && ADDRESS.test(search.term) ? search.term : undefined))?.toLowerCase()
  const term = address === undefined ? search.term?.toLowerCase() : undefined
  const onChains = (entry: ListEntry) => !search.chainIds?.length || search.chainIds.includes(entry.currency.chainId)
  const matches = (entry: ListEntry): boolean => {
    const { currency } = entry
    if (search.tokens && !search.tokens.some((token) => token.chainId === currency.chainId && token.address === currency.address)) return false
    if (address !== undefined && currency.address !== address) return false
    if (search.currencyId !== undefined && entry.groupId !== search.currencyId.toLowerCase()) return false
    if (term !== undefined && !currency.symbol.toLowerCase().includes(term) && !currency.name.toLowerCase().includes(term)) return false
    if (search.verified !== undefined && currency.metadata.verified !== search.verified) return false
    return !search.defaultList || entry.popular
  }
  let found = entries.filter((entry) => onChains(entry) && matches(entry))
  if (search.includeAllChains && address !== undefined) {
    // The same currency on every chain, whatever `chainIds` said.
    const groups = new Set(found.map((entry) => entry.groupId))
    found = entries.filter((entry) => groups.has(entry.groupId) && (found.includes(entry) || matchesBesidesPlace(entry, search)))
  }
  if (term === undefined) return found
  const closeness = (currency: ListedCurrency) => {
    const symbol = currency.symbol.toLowerCase()
    return symbol === term ? 0 : symbol.startsWith(term) ? 1 : symbol.includes(term) ? 2 : 3
  }
  return found
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => closeness(a.entry.currency) - closeness(b.entry.currency) || Number(b.entry.currency.metadata.verified) - Number(a.entry.currency.metadata.verified) || a.order - b.order)
    .map(({ entry }) => entry)
}

/** The filters that still hold for the same currency on another chain: verified and the default list. */
function matchesBesidesPlace(entry: ListEntry, search: CurrencySearch): boolean {
  if (search.verified !== undefined && entry.currency.metadata.verified !== search.verified) return false
  return !search.defaultList || entry.popular
}

/** v2: the currencies, at most `limit`. */
export function currenciesV2(entries: readonly ListEntry[], search: CurrencySearch): ListedCurrency[] {
  return searchCurrencies(entries, search)
    .slice(0, search.limit)
    .map((entry) => entry.currency)
}

/** v1: the currencies grouped by currency across chains, each with its `groupID`; at most `limit` groups. */
export function currenciesV1(entries: readonly ListEntry[], search: CurrencySearch): (ListedCurrency & { groupID: string })[][] {
  const groups = new Map<string, (ListedCurrency & { groupID: string })[]>()
  for (const entry of searchCurrencies(entries, search)) {
    const group = groups.get(entry.groupId) ?? []
    if (group.length === 0 && groups.size >= search.limit) continue
    group.push({ groupID: entry.groupId, ...entry.currency })
    groups.set(entry.groupId, group)
  }
  return [...groups.values()]
}

function invalid(issues: string[]): HttpProblem {
  return new HttpProblem(400, `Invalid currencies request: ${issues.join('; ')}.`, 'INVALID_INPUT')
}

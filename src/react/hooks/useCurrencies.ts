import type { CurrenciesRequest, ServiceCurrency } from '../../core/index'
import { useFerryContext } from '../context'
import { currenciesQueryOptions, type CurrenciesQueryKey } from '../query/currencies'
import type { FerryQueryParameter } from '../query/types'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'
import { stableKey } from '../utils/stableKey'
import { useDebouncedValue } from './useDebouncedValue'

export type UseCurrenciesParameters<selectData = ServiceCurrency[]> = CurrenciesRequest & {
  /** Wait for the request to stop changing this long before sending it. Default 300 ms; 0 sends every change. */
  debounceMs?: number | undefined
} & FerryQueryParameter<ServiceCurrency[], selectData, CurrenciesQueryKey>

export type UseCurrenciesReturnType<selectData = ServiceCurrency[]> = FerryQueryResult<selectData, CurrenciesQueryKey> & {
  /** The request being answered: the input once it settled. */
  request: CurrenciesRequest
  /** Whether `data` answers the request as it is now: false while typing settles or the next list loads. */
  isCurrent: boolean
}

const DEFAULT_DEBOUNCE_MS = 300
const sameRequest = (a: CurrenciesRequest, b: CurrenciesRequest) => stableKey(a) === stableKey(b)
/** Only a search waits: clearing it, or a request without one (a chain filter, the default list), goes at once. */
const hasNoTerm = (request: CurrenciesRequest) => !request.term

/**
 * The service's currencies for a request (`POST /currencies/v2`):
 * `useCurrencies({ term, chainIds, verified, limit, defaultList, …, debounceMs?, query? })`. The
 * request is debounced (typing `usdc` sends one request), and the previous list stays visible,
 * flagged `isCurrent: false`, while the next one loads. `query` is TanStack's.
 */
export function useCurrencies<selectData = ServiceCurrency[]>(parameters: UseCurrenciesParameters<selectData> = {}): UseCurrenciesReturnType<selectData> {
  const ferry = useFerryContext('useCurrencies')
  const { debounceMs = DEFAULT_DEBOUNCE_MS, query: queryParameter, ...request } = parameters
  const settled = useDebouncedValue<CurrenciesRequest>(request, debounceMs, { isEqual: sameRequest, flushWhen: hasNoTerm })
  const query = useFerryQuery(currenciesQueryOptions(ferry, { ...settled, query: queryParameter }))
  const isCurrent = query.data !== undefined && !query.isPlaceholderData && sameRequest(settled, request)
  // Set on TanStack's tracked result rather than copied, as useFerryQuery sets `queryKey`.
  return Object.assign(query, { request: settled, isCurrent })
}

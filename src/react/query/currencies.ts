import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CurrenciesRequest, ServiceCurrency } from '../../core/index'
import { definedOnly } from '../../core/utils/definedOnly'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type CurrenciesQueryKey = FerryQueryKey<readonly ['ferry', string, 'currencies', CurrenciesRequest], ServiceCurrency[]>

export type CurrenciesQueryParameters<selectData = ServiceCurrency[]> = CurrenciesRequest & FerryQueryParameter<ServiceCurrency[], selectData, CurrenciesQueryKey>

export type CurrenciesQueryOptions<selectData = ServiceCurrency[]> = FerryQueryOptions<ServiceCurrency[], selectData, CurrenciesQueryKey>

/** A token list changes slowly: a search typed again within this long is answered from the cache. */
const CURRENCIES_STALE_MS = 5 * 60_000

/**
 * `['ferry', namespace, 'currencies', request]`, the request without its undefined fields (so
 * `{ term: 'usd' }` and `{ term: 'usd', limit: undefined }` share one entry). Typed:
 * `queryClient.getQueryData(currenciesQueryKey(ferry, request))` is a `ServiceCurrency[]`.
 */
export function currenciesQueryKey(ferry: Pick<Ferry, 'namespace'>, request: CurrenciesRequest): CurrenciesQueryKey {
  return ['ferry', ferry.namespace, 'currencies', definedOnly(request)] as const as CurrenciesQueryKey
}

/**
 * Query options for the service's currencies matching a request (`POST /currencies/v2`): a search
 * by term or address, the default list, a set of tokens. An invalid request fails the query with
 * `InvalidArgumentError` and sends nothing. The previous list stays shown (`isPlaceholderData`)
 * while the next loads, so a list under a search box does not flash empty. TanStack retries
 * nothing: the client retries transient failures itself.
 */
export function currenciesQueryOptions<selectData = ServiceCurrency[]>(
  ferry: Ferry,
  { query = {}, ...request }: CurrenciesQueryParameters<selectData> = {},
): CurrenciesQueryOptions<selectData> {
  const queryKey = currenciesQueryKey(ferry, request)
  return queryOptions({
    staleTime: CURRENCIES_STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
    ...query,
    queryKey,
    queryFn: ({ signal }) => ferry.client.getCurrencies(queryKey[3], { signal }),
  }) as CurrenciesQueryOptions<selectData>
}

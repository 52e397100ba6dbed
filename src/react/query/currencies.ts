import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import type { CurrenciesRequest, ServiceCurrency, TokenPrice } from '../../core/index'
import { definedOnly } from '../../core/utils/definedOnly'
import { enabledWhen } from './enabledWhen'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type CurrenciesQueryKey = FerryQueryKey<readonly ['ferry', string, 'currencies', CurrenciesRequest], ServiceCurrency[]>

export type CurrenciesQueryParameters<selectData = ServiceCurrency[]> = CurrenciesRequest & FerryQueryParameter<ServiceCurrency[], selectData, CurrenciesQueryKey>

export type CurrenciesQueryOptions<selectData = ServiceCurrency[]> = FerryQueryOptions<ServiceCurrency[], selectData, CurrenciesQueryKey>

export type TokenPriceQueryKey = FerryQueryKey<readonly ['ferry', string, 'tokenPrice', number | null, string | null], TokenPrice>

export type TokenPriceQueryParameters<selectData = TokenPrice> = {
  /** The token's chain; the query waits without it. */
  chainId?: number | undefined
  /** The token's address, as the service lists it; the query waits without it. */
  address?: string | undefined
} & FerryQueryParameter<TokenPrice, selectData, TokenPriceQueryKey>

export type TokenPriceQueryOptions<selectData = TokenPrice> = FerryQueryOptions<TokenPrice, selectData, TokenPriceQueryKey>

/** A token list changes slowly: a search typed again within this long is answered from the cache. */
const CURRENCIES_STALE_MS = 5 * 60_000
/** As the service's own kit keeps a price. */
const TOKEN_PRICE_STALE_MS = 60_000

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

/** `['ferry', namespace, 'tokenPrice', chainId, address]`, `null` for what is not given yet. */
export function tokenPriceQueryKey(ferry: Pick<Ferry, 'namespace'>, { chainId, address }: { chainId?: number | undefined; address?: string | undefined }): TokenPriceQueryKey {
  return ['ferry', ferry.namespace, 'tokenPrice', chainId ?? null, address ?? null] as const as TokenPriceQueryKey
}

/**
 * Query options for a token's USD price (`GET /currencies/token/price`), waiting until both
 * `chainId` and `address` are given. A token the service does not price fails with
 * `TokenPriceUnavailableError` (code `TOKEN_PRICE_UNAVAILABLE`): show no price, it is no outage.
 */
export function tokenPriceQueryOptions<selectData = TokenPrice>(
  ferry: Ferry,
  { chainId, address, query = {} }: TokenPriceQueryParameters<selectData> = {},
): TokenPriceQueryOptions<selectData> {
  const ready = chainId !== undefined && address !== undefined
  return queryOptions({
    staleTime: TOKEN_PRICE_STALE_MS,
    retry: false,
    ...query,
    enabled: enabledWhen(ready, query.enabled),
    queryKey: tokenPriceQueryKey(ferry, { chainId, address }),
    queryFn: ready ? ({ signal }) => ferry.client.getTokenPrice({ chainId, address }, { signal }) : skipToken,
  }) as TokenPriceQueryOptions<selectData>
}

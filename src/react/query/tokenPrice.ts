import { queryOptions, skipToken } from '@tanstack/react-query'
import type { TokenPrice } from '../../core/index'
import { enabledWhen } from './enabledWhen'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type TokenPriceQueryKey = FerryQueryKey<readonly ['ferry', string, 'tokenPrice', number | null, string | null], TokenPrice>

export type TokenPriceQueryParameters<selectData = TokenPrice> = {
  /** The token's chain; the query waits without it. */
  chainId?: number | undefined
  /** The token's address, as the service lists it; the query waits without it. */
  address?: string | undefined
} & FerryQueryParameter<TokenPrice, selectData, TokenPriceQueryKey>

export type TokenPriceQueryOptions<selectData = TokenPrice> = FerryQueryOptions<TokenPrice, selectData, TokenPriceQueryKey>

/** As the service's own kit keeps a price. */
const TOKEN_PRICE_STALE_MS = 60_000

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

import type { TokenPrice } from '../../core/index'
import { useFerryContext } from '../context'
import { tokenPriceQueryOptions, type TokenPriceQueryKey, type TokenPriceQueryParameters } from '../query/tokenPrice'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'

export type UseTokenPriceParameters<selectData = TokenPrice> = TokenPriceQueryParameters<selectData>

export type UseTokenPriceReturnType<selectData = TokenPrice> = FerryQueryResult<selectData, TokenPriceQueryKey>

/**
 * A token's USD price (`GET /currencies/token/price`) as an exact decimal string:
 * `useTokenPrice({ chainId, address, query? })`, idle until both are given, fresh for a minute.
 * An error with code `TOKEN_PRICE_UNAVAILABLE` means the service does not price the token.
 */
export function useTokenPrice<selectData = TokenPrice>(parameters: UseTokenPriceParameters<selectData> = {}): UseTokenPriceReturnType<selectData> {
  return useFerryQuery(tokenPriceQueryOptions(useFerryContext('useTokenPrice'), parameters))
}

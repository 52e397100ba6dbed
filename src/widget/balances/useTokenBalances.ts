import { useQuery } from '@tanstack/react-query'
import { erc20Abi, type Address } from 'viem'
import { useConfig } from 'wagmi'
import { getBalanceQueryKey, readContractsQueryKey } from 'wagmi/query'
import { isNativeCurrency, VENUE_PERPS_USDC } from '../../core/index'
import { useVenueBalance } from '../../react/index'
import { sameId } from '../../core/utils/sameId'
import { isVenueChain } from '../catalog/catalog'
import { readNativeBalance, readTokenBalances } from './readBalances'
import type { WidgetChain, WidgetCurrency } from '../types'

export interface TokenBalances {
  /** By currency id; `undefined` while not known (no account, not read yet, a failed read). */
  of(currencyId: string | undefined): bigint | undefined
  /** Reads them again (after a transfer). */
  refetch(): void
}

/**
 * The account's balances of `currencies` on one chain: native and ERC20s with wagmi's `getBalance`
 * and `readContracts` (readBalances.ts), and on the venue perps USDC from its `withdrawable`.
 * Reads go through the host's wagmi config and QueryClient.
 */
export function useTokenBalances(account: Address | undefined, chain: WidgetChain | undefined, currencies: WidgetCurrency[]): TokenBalances {
  const onVenue = isVenueChain(chain)
  const evm = !!account && !!chain && !onVenue
  const native = currencies.find((currency) => isNativeCurrency(currency.address))
  const tokens = evm ? currencies.filter((currency) => /^0x[\da-f]{40}$/i.test(currency.address) && !isNativeCurrency(currency.address)) : []

  // Keys of wagmi's factories, so that a run's invalidation (src/react/cache/balances.ts) reaches
  // them, under Ferry's scope key: their data is not wagmi's shape.
  const config = useConfig()
  const target = { account: account!, chainId: chain?.id ?? 0 }
  const nativeBalance = useQuery({
    queryKey: getBalanceQueryKey({ address: account, chainId: chain?.id, scopeKey: 'ferry' }),
    queryFn: () => readNativeBalance(config, target),
    enabled: evm && !!native,
  })
  const addresses = tokens.map((token) => token.address as Address)
  const tokenBalances = useQuery({
    queryKey: readContractsQueryKey({ contracts: addresses.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account!], chainId: chain?.id })), scopeKey: 'ferry' }),
    queryFn: () => readTokenBalances(config, { ...target, tokens: addresses }),
    enabled: evm && tokens.length > 0,
  })
  const venue = useVenueBalance({ user: account, query: { enabled: onVenue && currencies.some((c) => sameId(c.address, VENUE_PERPS_USDC)) } })

  const balances = new Map<string, bigint>()
  if (evm && native && nativeBalance.data !== undefined) balances.set(native.address.toLowerCase(), nativeBalance.data)
  tokens.forEach((token, index) => {
    const read = tokenBalances.data?.[index]
    if (read !== undefined) balances.set(token.address.toLowerCase(), read)
  })
  if (onVenue && venue.data) balances.set(VENUE_PERPS_USDC, venue.data.withdrawableUnits)
  return {
    of: (currencyId) => (currencyId === undefined ? undefined : balances.get(currencyId.toLowerCase())),
    refetch: () => {
      if (evm && native) void nativeBalance.refetch()
      if (evm && tokens.length) void tokenBalances.refetch()
      if (onVenue) void venue.refetch()
    },
  }
}

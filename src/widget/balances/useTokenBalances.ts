import { erc20Abi, type Address } from 'viem'
import { useBalance, useReadContracts } from 'wagmi'
import { isNativeCurrency, VENUE_PERPS_USDC } from '../../core/shared'
import { useVenueBalance } from '../../react/index'
import { sameId } from '../../core/utils/sameId'
import { isVenueChain } from '../catalog/catalog'
import type { WidgetChain, WidgetCurrency } from '../types'

export interface TokenBalances {
  /** By currency id; `undefined` while not known (no account, not read yet, a failed read). */
  of(currencyId: string | undefined): bigint | undefined
  /** Reads them again (after a transfer). */
  refetch(): void
}

/**
 * The account's balances of `currencies` on one chain: native with `useBalance`, ERC20s with one
 * `useReadContracts` of `balanceOf`, and on the venue perps USDC from its `withdrawable`.
 * Reads go through the host's wagmi config and QueryClient.
 */
export function useTokenBalances(account: Address | undefined, chain: WidgetChain | undefined, currencies: WidgetCurrency[]): TokenBalances {
  const onVenue = isVenueChain(chain)
  const evm = !!account && !!chain && !onVenue
  const native = currencies.find((currency) => isNativeCurrency(currency.address))
  const tokens = evm ? currencies.filter((currency) => /^0x[\da-f]{40}$/i.test(currency.address) && !isNativeCurrency(currency.address)) : []

  const nativeBalance = useBalance({ address: account, chainId: chain?.id, query: { enabled: evm && !!native } })
  const tokenBalances = useReadContracts({
    contracts: tokens.map((token) => ({ address: token.address as Address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [account!] as const, chainId: chain?.id })),
    allowFailure: true,
    query: { enabled: evm && tokens.length > 0 },
  })
  const venue = useVenueBalance({ user: account, query: { enabled: onVenue && currencies.some((c) => sameId(c.address, VENUE_PERPS_USDC)) } })

  const balances = new Map<string, bigint>()
  if (evm && native && nativeBalance.data) balances.set(native.address.toLowerCase(), nativeBalance.data.value)
  tokens.forEach((token, index) => {
    const read = tokenBalances.data?.[index]
    if (read?.status === 'success' && typeof read.result === 'bigint') balances.set(token.address.toLowerCase(), read.result)
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

import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import type { WidgetCurrency } from '../types'
import { readTokenMetadata } from './readPickerBalances'

/**
 * A token no list has, read on chain by its address (`name`, `symbol`, `decimals`) on each of
 * `chainIds` the host's wagmi config knows. What is found is unverified; a chain where the
 * address is no ERC-20 offers nothing.
 */
export function useImportToken(address: Address | undefined, chainIds: number[]): { tokens: WidgetCurrency[]; isLoading: boolean } {
  const config = useConfig()
  const chains = chainIds.filter((id) => config.chains.some((chain) => chain.id === id))
  const read = useQuery({
    queryKey: ['ferry-picker', 'import', address?.toLowerCase(), chains],
    queryFn: async (): Promise<WidgetCurrency[]> => {
      const found = await Promise.all(
        chains.map(async (chainId) => {
          const token = await readTokenMetadata(config, { chainId, address: address! })
          return token ? [{ chainId, address: address!, ...token, verified: false }] : []
        }),
      )
      return found.flat()
    },
    enabled: address !== undefined && chains.length > 0,
    staleTime: Infinity,
  })
  return { tokens: read.data ?? [], isLoading: read.isLoading }
}

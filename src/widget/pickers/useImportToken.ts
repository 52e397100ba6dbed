import { useQuery } from '@tanstack/react-query'
import { erc20Abi, type Address } from 'viem'
import { useConfig } from 'wagmi'
import { readContracts } from 'wagmi/actions'
import type { WidgetCurrency } from '../types'

/** Most tokens have at most 18 decimals; more than this is no token a person can trade. */
const MAX_DECIMALS = 36

/**
 * A token no list has, read on chain by its address: `name`, `symbol` and `decimals` through
 * wagmi's `readContracts`, on each of `chainIds` the host's wagmi config knows. Found tokens are
 * unverified; a chain where the address is no ERC-20 (any read fails) offers nothing.
 */
export function useImportToken(address: Address | undefined, chainIds: number[]): { tokens: WidgetCurrency[]; isLoading: boolean } {
  const config = useConfig()
  const chains = chainIds.filter((id) => config.chains.some((chain) => chain.id === id))
  const read = useQuery({
    queryKey: ['ferry-picker', 'import', address?.toLowerCase(), chains],
    queryFn: async (): Promise<WidgetCurrency[]> => {
      const found = await Promise.all(
        chains.map(async (chainId) => {
          const contracts = (['name', 'symbol', 'decimals'] as const).map((functionName) => ({ address: address!, abi: erc20Abi, functionName, chainId }))
          const [name, symbol, decimals] = await readContracts(config, { allowFailure: true, contracts }).catch(() => [])
          if (name?.status !== 'success' || symbol?.status !== 'success' || decimals?.status !== 'success') return []
          if (typeof name.result !== 'string' || typeof symbol.result !== 'string' || typeof decimals.result !== 'number') return []
          if (!symbol.result.trim() || decimals.result > MAX_DECIMALS) return []
          return [{ chainId, address: address!, symbol: symbol.result.trim(), name: name.result.trim() || symbol.result.trim(), decimals: decimals.result, verified: false }]
        }),
      )
      return found.flat()
    },
    enabled: address !== undefined && chains.length > 0,
    staleTime: Infinity,
    retry: false,
  })
  return { tokens: read.data ?? [], isLoading: read.isLoading }
}

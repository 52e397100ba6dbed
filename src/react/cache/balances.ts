import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { erc20Abi } from 'viem'
import { getBalanceQueryKey, readContractQueryKey, readContractsQueryKey } from 'wagmi/query'
import type { Ferry } from '../query/types'

/**
 * Marks stale every balance a run may have moved: the venue's (this namespace's) and the wallet's
 * as read through wagmi (`useBalance`, and `balanceOf` through `useReadContract(s)`), on every
 * chain and account: a bridge moves two chains, a refund a third, and reading again is cheap.
 */
export function invalidateBalances(queryClient: QueryClient, ferry: Pick<Ferry, 'namespace'>): void {
  void queryClient.invalidateQueries({ queryKey: ['ferry', ferry.namespace, 'venueBalance'] })
  void queryClient.invalidateQueries({ predicate: (query) => isWalletBalanceKey(query.queryKey) })
}

/**
 * A key of wagmi's (2.x and 3.x, built by its key factories) that holds a wallet balance: any
 * `getBalance`, a `readContract` of `balanceOf`, or `readContracts` with a `balanceOf` among them.
 */
export function isWalletBalanceKey(queryKey: QueryKey): boolean {
  if (partialMatchKey(queryKey, getBalanceQueryKey())) return true
  const balanceOf = { functionName: 'balanceOf' } as const
  if (partialMatchKey(queryKey, readContractQueryKey({ abi: erc20Abi, ...balanceOf }))) return true
  // A `readContracts` key lists its contracts: one `balanceOf` among them, anywhere, is enough.
  const [kind, parameters] = queryKey
  if (kind !== readContractsQueryKey()[0] || typeof parameters !== 'object' || parameters === null || !('contracts' in parameters)) return false
  return Array.isArray(parameters.contracts) && parameters.contracts.some((contract: unknown) => partialMatchKey([contract], [balanceOf]))
}

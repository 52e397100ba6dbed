import type { QueryClient, QueryKey } from '@tanstack/react-query'
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

/** wagmi's keys (2.x and 3.x): `['balance', …]`, `['readContract', { functionName }]`, `['readContracts', { contracts }]`. */
export function isWalletBalanceKey([kind, parameters]: QueryKey): boolean {
  if (kind === 'balance') return true
  if (typeof parameters !== 'object' || parameters === null) return false
  if (kind === 'readContract') return 'functionName' in parameters && parameters.functionName === 'balanceOf'
  if (kind === 'readContracts' && 'contracts' in parameters && Array.isArray(parameters.contracts)) {
    return parameters.contracts.some((contract: unknown) => typeof contract === 'object' && contract !== null && 'functionName' in contract && contract.functionName === 'balanceOf')
  }
  return false
}

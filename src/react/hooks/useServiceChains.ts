import type { ServiceChain } from '../../core/index'
import { useFerryContext } from '../context'
import { serviceChainsQueryOptions, type ServiceChainsQueryKey, type ServiceChainsQueryParameters } from '../query/serviceChains'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'

export type UseServiceChainsParameters<selectData = ServiceChain[]> = ServiceChainsQueryParameters<selectData>

export type UseServiceChainsReturnType<selectData = ServiceChain[]> = FerryQueryResult<selectData, ServiceChainsQueryKey>

/**
 * The chains and currencies the service publishes (`GET /chains`), read once per namespace (named
 * apart from wagmi's `useChains`, the chains of the wagmi config). An error with code
 * `CHAINS_UNAVAILABLE` means the service has no such list: use your own.
 */
export function useServiceChains<selectData = ServiceChain[]>(parameters: UseServiceChainsParameters<selectData> = {}): UseServiceChainsReturnType<selectData> {
  return useFerryQuery(serviceChainsQueryOptions(useFerryContext('useServiceChains'), parameters))
}

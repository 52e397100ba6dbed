import { queryOptions } from '@tanstack/react-query'
import type { ServiceChain } from '../../core/index'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

export type ServiceChainsQueryKey = FerryQueryKey<readonly ['ferry', string, 'chains'], ServiceChain[]>

export type ServiceChainsQueryParameters<selectData = ServiceChain[]> = FerryQueryParameter<ServiceChain[], selectData, ServiceChainsQueryKey>

export type ServiceChainsQueryOptions<selectData = ServiceChain[]> = FerryQueryOptions<ServiceChain[], selectData, ServiceChainsQueryKey>

/** The service's chain list changes rarely: reread it after this long. */
const CHAINS_STALE_MS = 10 * 60_000

export function serviceChainsQueryKey(ferry: Pick<Ferry, 'namespace'>): ServiceChainsQueryKey {
  return ['ferry', ferry.namespace, 'chains'] as const as ServiceChainsQueryKey
}

/**
 * Query options for the chains and currencies the service publishes (`GET /chains`). Where the
 * service has no such route the query fails with `ChainsUnavailableError` (code
 * `CHAINS_UNAVAILABLE`): keep to your own list then. TanStack retries nothing: the client retries
 * transient failures itself, and a missing route is no failure to retry.
 */
export function serviceChainsQueryOptions<selectData = ServiceChain[]>(
  ferry: Ferry,
  { query = {} }: ServiceChainsQueryParameters<selectData> = {},
): ServiceChainsQueryOptions<selectData> {
  return queryOptions({
    staleTime: CHAINS_STALE_MS,
    retry: false,
    ...query,
    queryKey: serviceChainsQueryKey(ferry),
    queryFn: ({ signal }) => ferry.client.getChains({ signal }),
  }) as ServiceChainsQueryOptions<selectData>
}

import type { QueryFunction } from '@tanstack/react-query'
import type { FerryClient, ServiceChain } from '../../core/index'

export type ChainsQueryKey = readonly ['ferry', string, 'chains']

export interface ChainsQueryParameters {
  client: FerryClient
  namespace: string
}

export interface ChainsQueryOptions {
  queryKey: ChainsQueryKey
  queryFn: QueryFunction<ServiceChain[], ChainsQueryKey>
  staleTime: number
  /** The client retries transient failures itself, and a missing route is no failure to retry: react-query adds none. */
  retry: false
}

/** The service's chain list changes rarely: reread it after this long. */
const CHAINS_STALE_MS = 10 * 60_000

export function chainsQueryKey(namespace: string): ChainsQueryKey {
  return ['ferry', namespace, 'chains'] as const
}

/**
 * Query options for the chains and currencies the service publishes (`GET /chains`). Where the
 * service has no such route the query fails with `ChainsUnavailableError` (code
 * `CHAINS_UNAVAILABLE`): keep to your own list then.
 */
export function chainsQueryOptions({ client, namespace }: ChainsQueryParameters): ChainsQueryOptions {
  return {
    queryKey: chainsQueryKey(namespace),
    queryFn: ({ signal }) => client.getChains({ signal }),
    staleTime: CHAINS_STALE_MS,
    retry: false,
  }
}

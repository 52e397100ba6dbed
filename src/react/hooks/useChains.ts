import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { FerryError, ServiceChain } from '../../core/index'
import { useFerryContext } from '../context'
import { chainsQueryOptions } from '../query/chains'

export interface UseChainsOptions {
  /** `false` holds the query back. Default `true`. */
  enabled?: boolean
}

export type UseChainsReturnType = UseQueryResult<ServiceChain[], FerryError>

/**
 * The chains and currencies the service publishes (`GET /chains`), read once per namespace. An
 * error with code `CHAINS_UNAVAILABLE` means the service has no such list: use your own.
 */
export function useChains(options: UseChainsOptions = {}): UseChainsReturnType {
  const { client, namespace } = useFerryContext('useChains')
  return useQuery({ ...chainsQueryOptions({ client, namespace }), enabled: options.enabled ?? true })
}

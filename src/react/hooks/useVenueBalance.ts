import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { FerryError } from '../../core/index'
import { useFerryContext } from '../context'
import { venueBalanceQueryOptions, type VenueBalance } from '../query/venue'

export interface UseVenueBalanceOptions {
  /** `false` holds the query back. Default `true`. */
  enabled?: boolean
}

export type UseVenueBalanceReturnType = UseQueryResult<VenueBalance, FerryError>

/** The venue account's `withdrawable` USD (string and 6-decimal units). Disabled while `user` is undefined. */
export function useVenueBalance(user: Address | undefined, options: UseVenueBalanceOptions = {}): UseVenueBalanceReturnType {
  const { client, namespace } = useFerryContext('useVenueBalance')
  const queryOptions = venueBalanceQueryOptions({ client, namespace, user })
  return useQuery({ ...queryOptions, enabled: queryOptions.enabled && (options.enabled ?? true) })
}

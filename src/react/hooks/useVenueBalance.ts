import { useFerryContext } from '../context'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'
import { venueBalanceQueryOptions, type VenueBalance, type VenueBalanceQueryKey, type VenueBalanceQueryParameters } from '../query/venue'

export type UseVenueBalanceParameters<selectData = VenueBalance> = VenueBalanceQueryParameters<selectData>

export type UseVenueBalanceReturnType<selectData = VenueBalance> = FerryQueryResult<selectData, VenueBalanceQueryKey>

/**
 * The venue account's `withdrawable` USD (string and 6-decimal units):
 * `useVenueBalance({ user, query? })`. Disabled while `user` is undefined. Read again by itself
 * after a run under the same provider moves funds (a deposit, a withdrawal).
 */
export function useVenueBalance<selectData = VenueBalance>(parameters: UseVenueBalanceParameters<selectData>): UseVenueBalanceReturnType<selectData> {
  return useFerryQuery(venueBalanceQueryOptions(useFerryContext('useVenueBalance'), parameters))
}

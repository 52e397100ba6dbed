import type { SpotMeta } from '../../core/index'
import { useFerryContext } from '../context'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'
import { venueSpotMetaQueryOptions, type VenueSpotMetaQueryKey, type VenueSpotMetaQueryParameters } from '../query/venue'

export type UseVenueSpotMetaParameters<selectData = SpotMeta> = VenueSpotMetaQueryParameters<selectData>

export type UseVenueSpotMetaReturnType<selectData = SpotMeta> = FerryQueryResult<selectData, VenueSpotMetaQueryKey>

/** The venue's spot tokens, each with the `tokenId` that names it as a currency on chain 1337: `useVenueSpotMeta({ query? })`. */
export function useVenueSpotMeta<selectData = SpotMeta>(parameters: UseVenueSpotMetaParameters<selectData> = {}): UseVenueSpotMetaReturnType<selectData> {
  return useFerryQuery(venueSpotMetaQueryOptions(useFerryContext('useVenueSpotMeta'), parameters))
}

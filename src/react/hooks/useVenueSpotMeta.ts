import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { FerryError, SpotMeta } from '../../core/index'
import { useFerryContext } from '../context'
import { venueSpotMetaQueryOptions } from '../query/venue'

export interface UseVenueSpotMetaOptions {
  /** `false` holds the query back. Default `true`. */
  enabled?: boolean
}

export type UseVenueSpotMetaReturnType = UseQueryResult<SpotMeta, FerryError>

/** The venue's spot tokens, each with the `tokenId` that names it as a currency on chain 1337. */
export function useVenueSpotMeta(options: UseVenueSpotMetaOptions = {}): UseVenueSpotMetaReturnType {
  const { client, namespace } = useFerryContext('useVenueSpotMeta')
  return useQuery({ ...venueSpotMetaQueryOptions({ client, namespace }), enabled: options.enabled ?? true })
}

import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import { venueAmountToUnits, type ClearinghouseState, type SpotMeta } from '../../core/index'
import { enabledWhen } from './enabledWhen'
import type { Ferry, FerryQueryKey, FerryQueryOptions, FerryQueryParameter } from './types'

/** The venue account's `withdrawable` USD, as sent and in 6-decimal units. */
export interface VenueBalance {
  /** The venue's decimal string, e.g. `"12.5"`. */
  withdrawable: string
  /** `withdrawable` in 6-decimal units (`12_500_000n`), converted exactly. */
  withdrawableUnits: bigint
  /** The whole `clearinghouseState` answer. */
  state: ClearinghouseState
}

export type VenueBalanceQueryKey = FerryQueryKey<readonly ['ferry', string, 'venueBalance', string | null], VenueBalance>
export type VenueSpotMetaQueryKey = FerryQueryKey<readonly ['ferry', string, 'venueSpotMeta'], SpotMeta>

export type VenueBalanceQueryParameters<selectData = VenueBalance> = {
  /** The venue account; the query is disabled without one. */
  user: Address | undefined
} & FerryQueryParameter<VenueBalance, selectData, VenueBalanceQueryKey>

export type VenueBalanceQueryOptions<selectData = VenueBalance> = FerryQueryOptions<VenueBalance, selectData, VenueBalanceQueryKey>

export type VenueSpotMetaQueryParameters<selectData = SpotMeta> = FerryQueryParameter<SpotMeta, selectData, VenueSpotMetaQueryKey>

export type VenueSpotMetaQueryOptions<selectData = SpotMeta> = FerryQueryOptions<SpotMeta, selectData, VenueSpotMetaQueryKey>

/** The venue's token list changes rarely: reread it after this long. */
const SPOT_META_STALE_MS = 5 * 60_000

/**
 * `['ferry', namespace, 'venueBalance', user]`, the address lowercased. The provider invalidates
 * every venue balance of its namespace once a run moved funds.
 */
export function venueBalanceQueryKey(ferry: Pick<Ferry, 'namespace'>, { user }: { user: Address | undefined }): VenueBalanceQueryKey {
  return ['ferry', ferry.namespace, 'venueBalance', user?.toLowerCase() ?? null] as const as VenueBalanceQueryKey
}

export function venueSpotMetaQueryKey(ferry: Pick<Ferry, 'namespace'>): VenueSpotMetaQueryKey {
  return ['ferry', ferry.namespace, 'venueSpotMeta'] as const as VenueSpotMetaQueryKey
}

/**
 * Query options for a venue account's `withdrawable` (`clearinghouseState`). TanStack retries
 * nothing: the client retries transient failures itself (with backoff, bounded).
 */
export function venueBalanceQueryOptions<selectData = VenueBalance>(
  ferry: Ferry,
  { user, query = {} }: VenueBalanceQueryParameters<selectData>,
): VenueBalanceQueryOptions<selectData> {
  return queryOptions({
    retry: false,
    ...query,
    enabled: enabledWhen(user !== undefined, query.enabled),
    queryKey: venueBalanceQueryKey(ferry, { user }),
    queryFn: user
      ? async ({ signal }) => {
          const state = await ferry.client.venue.clearinghouseState(user, { signal })
          return { withdrawable: state.withdrawable, withdrawableUnits: venueAmountToUnits(state.withdrawable), state }
        }
      : skipToken,
  }) as VenueBalanceQueryOptions<selectData>
}

/** Query options for the venue's spot tokens (`spotMeta`), each with the `tokenId` used as a currency id on chain 1337. */
export function venueSpotMetaQueryOptions<selectData = SpotMeta>(
  ferry: Ferry,
  { query = {} }: VenueSpotMetaQueryParameters<selectData> = {},
): VenueSpotMetaQueryOptions<selectData> {
  return queryOptions({
    staleTime: SPOT_META_STALE_MS,
    retry: false,
    ...query,
    queryKey: venueSpotMetaQueryKey(ferry),
    queryFn: ({ signal }) => ferry.client.venue.spotMeta({ signal }),
  }) as VenueSpotMetaQueryOptions<selectData>
}

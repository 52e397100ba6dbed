import { skipToken, type QueryFunction, type SkipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import { venueAmountToUnits, type ClearinghouseState, type FerryClient, type SpotMeta } from '../../core/index'

/** The venue account's `withdrawable` USD, as sent and in 6-decimal units. */
export interface VenueBalance {
  /** The venue's decimal string, e.g. `"12.5"`. */
  withdrawable: string
  /** `withdrawable` in 6-decimal units (`12_500_000n`), converted exactly. */
  withdrawableUnits: bigint
  /** The whole `clearinghouseState` answer. */
  state: ClearinghouseState
}

export type VenueBalanceQueryKey = readonly ['ferry', string, 'venueBalance', string | null]
export type VenueSpotMetaQueryKey = readonly ['ferry', string, 'venueSpotMeta']

export interface VenueBalanceQueryParameters {
  client: FerryClient
  namespace: string
  /** The venue account; the query is disabled without one. */
  user: Address | undefined
}

export interface VenueBalanceQueryOptions {
  queryKey: VenueBalanceQueryKey
  queryFn: QueryFunction<VenueBalance, VenueBalanceQueryKey> | SkipToken
  enabled: boolean
  /** The client retries transient failures itself (with backoff, bounded): react-query adds none. */
  retry: false
}

export interface VenueSpotMetaQueryParameters {
  client: FerryClient
  namespace: string
}

export interface VenueSpotMetaQueryOptions {
  queryKey: VenueSpotMetaQueryKey
  queryFn: QueryFunction<SpotMeta, VenueSpotMetaQueryKey>
  staleTime: number
  /** The client retries transient failures itself (with backoff, bounded): react-query adds none. */
  retry: false
}

/** The venue's token list changes rarely: reread it after this long. */
const SPOT_META_STALE_MS = 5 * 60_000

/** `['ferry', namespace, 'venueBalance', user]`, the address lowercased. Invalidate it after a deposit or withdrawal. */
export function venueBalanceQueryKey(namespace: string, user: Address | undefined): VenueBalanceQueryKey {
  return ['ferry', namespace, 'venueBalance', user?.toLowerCase() ?? null] as const
}

export function venueSpotMetaQueryKey(namespace: string): VenueSpotMetaQueryKey {
  return ['ferry', namespace, 'venueSpotMeta'] as const
}

/** Query options for a venue account's `withdrawable` (`clearinghouseState`). */
export function venueBalanceQueryOptions({ client, namespace, user }: VenueBalanceQueryParameters): VenueBalanceQueryOptions {
  return {
    queryKey: venueBalanceQueryKey(namespace, user),
    queryFn: user
      ? async ({ signal }) => {
          const state = await client.venue.clearinghouseState(user, { signal })
          return { withdrawable: state.withdrawable, withdrawableUnits: venueAmountToUnits(state.withdrawable), state }
        }
      : skipToken,
    enabled: user !== undefined,
    retry: false,
  }
}

/** Query options for the venue's spot tokens (`spotMeta`), each with the `tokenId` used as a currency id on chain 1337. */
export function venueSpotMetaQueryOptions({ client, namespace }: VenueSpotMetaQueryParameters): VenueSpotMetaQueryOptions {
  return {
    queryKey: venueSpotMetaQueryKey(namespace),
    queryFn: ({ signal }) => client.venue.spotMeta({ signal }),
    staleTime: SPOT_META_STALE_MS,
    retry: false,
  }
}

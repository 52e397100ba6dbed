import type { DataTag, QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { FerryClient, FerryError } from '../../core/index'

/**
 * What the query factories read from `<FerryProvider>`, as wagmi's read its `config`: the client,
 * and the namespace that keeps two Ferry instances out of each other's cache. `useFerry()` returns it.
 */
export interface Ferry {
  client: FerryClient
  /** Prefix of every query key and of the persisted execution state. */
  namespace: string
}

/** A key that carries its data and error types, so `queryClient.getQueryData(key)` is typed. */
export type FerryQueryKey<key extends QueryKey, data> = DataTag<key, data, FerryError>

/**
 * TanStack Query's own options, passed through to `useQuery` (`select`, `staleTime`,
 * `throwOnError`, `meta`, `enabled`, …). The key and the function are Ferry's.
 */
export type FerryQueryParameter<queryFnData, data, key extends QueryKey> = {
  query?: Omit<UseQueryOptions<queryFnData, FerryError, data, key>, 'queryKey' | 'queryFn'> | undefined
}

/** What a factory returns: options for `useQuery`, `useQueries` or `queryClient.fetchQuery`, with a typed key. */
export type FerryQueryOptions<queryFnData, data, key extends QueryKey> = UseQueryOptions<queryFnData, FerryError, data, key> & {
  queryKey: FerryQueryKey<key, queryFnData>
}

import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import type { FerryError } from '../../core/index'
import type { FerryQueryOptions } from './types'

/** TanStack's result, with the key it was read under (as wagmi's hooks return it). */
export type FerryQueryResult<data, key extends QueryKey = QueryKey> = UseQueryResult<data, FerryError> & { queryKey: key }

/** `useQuery`, with `queryKey` on the result, so a caller can invalidate or read what the hook shows. */
export function useFerryQuery<queryFnData, data, key extends QueryKey>(options: FerryQueryOptions<queryFnData, data, key>): FerryQueryResult<data, key> {
  const result = useQuery(options) as FerryQueryResult<data, key>
  // TanStack's result tracks the fields read, to re-render for those only: a copy would read them
  // all. The key is set on it as wagmi sets it on its own.
  // eslint-disable-next-line react-hooks/immutability -- see above
  result.queryKey = options.queryKey
  return result
}

/**
 * Adds a hook's own fields to TanStack's tracked result, never copying it: `values` as they are,
 * `getters` computed when read, so a field derived from the query tracks the query's fields only
 * for a caller that reads it. Configurable: with `notifyOnChangeProps` set, TanStack hands back the
 * same result object across renders, and each render defines its fields again.
 */
export function withFields<result extends object>(
  result: result,
  { values, getters }: { values: Record<string, unknown>; getters: Record<string, () => unknown> },
): result {
  const descriptors: PropertyDescriptorMap = {}
  for (const [name, value] of Object.entries(values)) descriptors[name] = { value, enumerable: true, configurable: true, writable: true }
  for (const [name, get] of Object.entries(getters)) descriptors[name] = { get, enumerable: true, configurable: true }
  return Object.defineProperties(result, descriptors)
}

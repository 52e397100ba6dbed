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

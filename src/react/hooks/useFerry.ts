import { useMemo } from 'react'
import { useFerryContext } from '../context'
import type { Ferry } from '../query/types'

export type UseFerryReturnType = Ferry

/**
 * The nearest `<FerryProvider>`'s client and namespace, as wagmi's `useConfig` returns its config:
 * what the query factories take (`quoteQueryOptions(ferry, { request })`), and the client for
 * calls of your own. Throws `FerryProviderNotFoundError` outside a provider.
 */
export function useFerry(): UseFerryReturnType {
  const { client, namespace } = useFerryContext('useFerry')
  return useMemo(() => ({ client, namespace }), [client, namespace])
}

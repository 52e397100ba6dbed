import type { QueryBooleanOption, QueryKey } from '@tanstack/react-query'

/**
 * A factory's own condition (a request to send, an id to follow) before the caller's
 * `query.enabled` (a boolean, or a function of the query as TanStack allows).
 */
export function enabledWhen<queryFnData, error, data, key extends QueryKey>(
  ready: boolean,
  enabled: QueryBooleanOption<queryFnData, error, data, key> | undefined,
): QueryBooleanOption<queryFnData, error, data, key> {
  return ready ? (enabled ?? true) : false
}

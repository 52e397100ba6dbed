import { isRecord } from '../../core/utils/predicates'

/**
 * App fees one quote may carry. Each is an `estimateGas` when quoting and a payout transfer of its
 * own when filling, so the count sets what a quote and a fill cost; an integration pays one or
 * two fee takers, and ten leaves room. (10,000 of them once kept the quote busy for seconds and
 * half a gigabyte.)
 */
export const MAX_APP_FEES = 10
/**
 * Calls one cross-chain call may carry. They run in one router `multicall` that must fit in a
 * block; an approval and a call per token, a few tokens, a cleanup: fifty is far past what a
 * real batch needs, and keeps the gas estimate and the stored request small.
 */
export const MAX_TXS = 50

const BOUNDS = [
  { field: 'appFees', max: MAX_APP_FEES },
  { field: 'txs', max: MAX_TXS },
] as const

export interface ListTooLong {
  path: string
  message: string
}

/**
 * The quote request's lists that are longer than this devnet takes, checked before anything
 * walks them. The service's own checks (core `validateQuoteRequest`) follow the spec, which
 * states no such bound.
 */
export function listsTooLong(body: unknown): ListTooLong[] {
  if (!isRecord(body)) return []
  return BOUNDS.flatMap(({ field, max }) => {
    const list = body[field]
    if (!Array.isArray(list) || list.length <= max) return []
    return [{ path: field, message: `has ${list.length} entries; this devnet takes at most ${max}` }]
  })
}

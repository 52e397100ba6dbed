import { isRecord } from '../utils/predicates'
import { safeImageUrl } from '../utils/safeUrl'

/** Where the service puts a logo: on a chain `iconUrl`, `logoUrl` or `logoURI`; on a currency `logoURI`, or `metadata.logoURI`. */
const LOGO_FIELDS = ['logoURI', 'logoUrl', 'iconUrl']

/**
 * `object` with each logo it carries, its own and its `metadata`'s, checked by `safeImageUrl`:
 * one that could not be an image's `src` is removed, the object itself is kept. A copy; only
 * `metadata` is looked into, one level, whatever the nesting of the body.
 */
export function withSafeLogos<T extends Record<string, unknown>>(object: T): T {
  const result: Record<string, unknown> = safeLogoFields(object)
  if (isRecord(result.metadata)) result.metadata = safeLogoFields(result.metadata)
  return result as T
}

/** `withSafeLogos` over a list the service sends as it likes: objects are checked, anything else kept as it is. */
export function listWithSafeLogos(value: unknown): unknown {
  return Array.isArray(value) ? value.map((entry: unknown) => (isRecord(entry) ? withSafeLogos(entry) : entry)) : value
}

/**
 * A currency amount's currency with its logos checked, when the value is one (`{ currency: { … } }`):
 * for the amounts the parsers pass through unread (`details.refundCurrency`, fees beyond gas and relayer).
 */
export function amountWithSafeLogos(value: unknown): unknown {
  return isRecord(value) && isRecord(value.currency) ? { ...value, currency: withSafeLogos(value.currency) } : value
}

function safeLogoFields(object: Record<string, unknown>): Record<string, unknown> {
  const result = { ...object }
  for (const field of LOGO_FIELDS) {
    if (!(field in result)) continue
    const safe = safeImageUrl(result[field])
    if (safe === undefined) delete result[field]
    else result[field] = safe
  }
  return result
}

/**
 * A string that is equal for structurally equal values, whatever the order of object keys;
 * bigints are kept apart from numbers and strings. For comparing inputs, not for the wire.
 */
export function stableKey(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return { bigint: item.toString() }
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item
    const record = item as Record<string, unknown>
    return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key]]))
  }) as string | undefined
  return text ?? 'undefined'
}

/** A short, readable rendering of any input value for messages: `"1.5"`, `number 1.5`, `null`, `array`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  if (value == null) return String(value)
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  return type === 'number' || type === 'boolean' || type === 'bigint' ? `${type} ${String(value)}` : type
}

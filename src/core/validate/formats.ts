import type { ValidationIssue } from '../errors/request'
import { isUintString } from '../utils/predicates'

/** Largest value of a uint256: amounts above it cannot be sent on chain. */
export const UINT256_MAX = 2n ** 256n - 1n
/** 100% in basis points. */
export const MAX_BPS = 10_000n

/** A short, readable rendering of any input value for messages: `"1.5"`, `number 1.5`, `null`, `array`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  if (value == null) return String(value)
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  return type === 'number' || type === 'boolean' || type === 'bigint' ? `${type} ${String(value)}` : type
}

/** The one shape of a validation message: what the field must be, and what it was. */
export const expected = (what: string, value: unknown): string => `must be ${what}; got ${describeValue(value)}`

/** A non-negative integer string (no decimals, exponent, sign, spaces or hex) of at most `max`. */
export const isUint = (value: unknown, max = UINT256_MAX): value is string => isUintString(value) && BigInt(value) <= max

export const isBps = (value: unknown): value is string => isUint(value, MAX_BPS)

/** Issues for keys of `record` outside `known`, so typos (`slipageTolerance`) surface instead of vanishing. */
export function unknownFieldIssues(record: Record<string, unknown>, known: readonly string[], prefix: string): ValidationIssue[] {
  return Object.keys(record)
    .filter((key) => !known.includes(key) && record[key] !== undefined)
    .map((key) => ({ path: prefix + key, message: `is not a known field (${known.join(', ')})` }))
}

export const ADDRESS = 'an address (EIP-55 if mixed case)'
export const UINT = 'an integer string within uint256'

/**
 * Reads fields of `record` (at `prefix` in the request) into `issues`: returns a value that passes
 * `is`, else undefined and an issue, except for an absent optional field. `null` counts as absent.
 */
export const fieldReader =
  (record: Record<string, unknown>, prefix: string, issues: ValidationIssue[]) =>
  <T>(key: string, is: (value: unknown) => value is T, what: string, required?: boolean): T | undefined => {
    const value = record[key] ?? undefined
    if (value !== undefined && is(value)) return value
    if (value !== undefined || required) {
      issues.push({ path: prefix + key, message: value === undefined ? 'is required' : expected(what, value) })
    }
    return undefined
  }

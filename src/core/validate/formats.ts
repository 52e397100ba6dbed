import { getAddress, type Address } from 'viem'
import type { ValidationIssue } from '../errors/request'
import { describeValue } from '../utils/describeValue'
import { isAddressString, isUintString } from '../utils/predicates'

/** Largest value of a uint256: amounts above it cannot be sent on chain. */
export const UINT256_MAX = 2n ** 256n - 1n
/** 100% in basis points. */
export const MAX_BPS = 10_000n

/** The one shape of a validation message: what the field must be, and what it was. */
export const expected = (what: string, value: unknown): string => `must be ${what}; got ${describeValue(value)}`

/**
 * Copies the keys of `record` outside `known` into `out`, unchanged and after the known ones: the
 * service ignores fields it does not know and serves those it does beyond the spec, so an
 * integrator can use them (a typo reaches the service, which ignores it, as it would anyway).
 */
export function passUnknownFields(record: Record<string, unknown>, known: readonly string[], out: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) if (!known.includes(key) && value !== undefined) out[key] = value
}

export const ADDRESS = 'an address (EIP-55 if mixed case)'
export const UINT = 'an integer string within uint256'

/** What a field reader keeps of a value: its normalized form, or undefined when it is malformed. */
export type Parse<T> = (value: unknown) => T | undefined

/** A parser that keeps the values `is` accepts as they are. */
export const when =
  <T>(is: (value: unknown) => value is T): Parse<T> =>
  (value) =>
    is(value) ? value : undefined

/** A checksummed address. */
export const address: Parse<Address> = (value) => (isAddressString(value) ? getAddress(value) : undefined)
/** A canonical non-negative integer string (no decimals, exponent, sign, spaces or hex) of at most `max`. */
export const uint =
  (max = UINT256_MAX): Parse<string> =>
  (value) =>
    isUintString(value) && BigInt(value) <= max ? BigInt(value).toString() : undefined

/**
 * Reads fields of `record` (at `prefix` in the request): a value `parse` accepts is stored,
 * normalized, under the same key in `out` (so `out` lists fields in reading order) and returned;
 * otherwise an issue is added, except for an absent optional field. `null` counts as absent.
 */
export const fieldReader =
  (record: Record<string, unknown>, prefix: string, issues: ValidationIssue[], out: Record<string, unknown> = {}) =>
  <T>(key: string, parse: Parse<T>, what: string, required?: boolean): T | undefined => {
    const value = record[key] ?? undefined
    const parsed = value === undefined ? undefined : parse(value)
    if (parsed !== undefined) return (out[key] = parsed)
    if (value !== undefined || required) {
      issues.push({ path: prefix + key, message: value === undefined ? 'is required' : expected(what, value) })
    }
    return undefined
  }

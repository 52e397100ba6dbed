import type { ValidationIssue } from '../errors/request'
import { isAddressString, isChainId, isSafeUint, isString, isUintString } from '../utils/predicates'

/** Largest value of a uint256: amounts above it cannot be sent on chain. */
export const UINT256_MAX = 2n ** 256n - 1n
/** 100% in basis points. */
export const MAX_BPS = 10_000n

/** Canonical integer strings only: leading zeros are rejected so that one amount has one spelling. */
const LEADING_ZEROS = /^0[0-9]+$/

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string }

/** A short, readable rendering of any input value for messages: `"1.5"`, `number 1.5`, `null`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value)
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`
  if (typeof value === 'bigint') return `bigint ${value}n`
  if (Array.isArray(value)) return 'an array'
  return `a value of type ${typeof value}`
}

/** Message when `value` is not a valid EVM address; mixed case must carry a valid EIP-55 checksum. */
export function checkAddress(value: unknown): string | undefined {
  if (!isString(value) || !/^0x[\da-fA-F]{40}$/.test(value)) {
    return `must be an address (0x followed by 40 hex characters); got ${describeValue(value)}`
  }
  if (!isAddressString(value)) {
    return `has an invalid EIP-55 checksum (mixed case that does not match); use the checksummed or the all-lowercase address; got ${describeValue(value)}`
  }
  return undefined
}

/** Message when `value` is not a positive safe integer number (chain ids are JSON numbers). */
export function checkChainId(value: unknown): string | undefined {
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) {
    return `must be a number, not a string: pass ${value} instead of ${describeValue(value)}`
  }
  if (!isChainId(value)) {
    return `must be a positive integer chain id (a number); got ${describeValue(value)}`
  }
  return undefined
}

export interface UintOptions {
  /** What the integer counts, for the message: e.g. `in the smallest unit`. */
  unit: string
  /** Inclusive upper bound; uint256 max when omitted. */
  max?: bigint
  /** How to name `max` in the message. */
  maxLabel?: string
}

/** Parses a canonical non-negative integer string into a bigint (never a float). */
export function parseUintString(value: unknown, options: UintOptions): ParseResult<bigint> {
  const { unit, max = UINT256_MAX, maxLabel = 'of a uint256 (2^256 - 1)' } = options
  if (typeof value !== 'string') {
    const asString = typeof value === 'bigint' || isSafeUint(value)
    if (asString) return { ok: false, message: `must be a string, not a ${typeof value}: pass "${String(value)}"` }
    return { ok: false, message: `must be an integer string ${unit}; got ${describeValue(value)}` }
  }
  if (LEADING_ZEROS.test(value)) {
    return { ok: false, message: `must not have leading zeros: pass "${value.replace(/^0+(?=[0-9])/, '')}"; got ${describeValue(value)}` }
  }
  if (!isUintString(value)) {
    return {
      ok: false,
      message: `must be an integer string ${unit} (no decimals, exponent, sign, spaces or hex); got ${describeValue(value)}`,
    }
  }
  const parsed = BigInt(value)
  if (parsed > max) return { ok: false, message: `exceeds the maximum ${maxLabel}; got ${describeValue(value)}` }
  return { ok: true, value: parsed }
}

/** Parses basis points: an integer string from 0 to 10000 (100 is 1%). */
export function parseBps(value: unknown): ParseResult<bigint> {
  return parseUintString(value, {
    unit: 'of basis points (0 to 10000, where 100 is 1%)',
    max: MAX_BPS,
    maxLabel: 'of 10000 basis points (100%)',
  })
}

/** Message when `value` is not `0x`-prefixed hex with whole bytes. */
export function checkHexData(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('0x')) {
    return `must be 0x-prefixed hex call data ("0x" for none); got ${describeValue(value)}`
  }
  if (!/^0x[0-9a-fA-F]*$/.test(value)) return `must contain only hex characters after 0x; got ${describeValue(value)}`
  if (value.length % 2 !== 0) return `must have an even number of hex characters (whole bytes); got ${describeValue(value)}`
  return undefined
}

/** The closest known name to a mistyped one (case slip or up to 2 edits), to suggest in messages. */
export function suggestName(name: string, known: readonly string[]): string | undefined {
  const lower = name.toLowerCase()
  let best: { name: string; distance: number } | undefined
  for (const candidate of known) {
    const distance = candidate.toLowerCase() === lower ? 0 : editDistance(lower, candidate.toLowerCase())
    if (distance <= 2 && (!best || distance < best.distance)) best = { name: candidate, distance }
  }
  return best?.name
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** Issues for keys of `record` outside `known`, so typos (`slipageTolerance`) surface instead of vanishing. */
export function unknownFieldIssues(options: {
  record: Record<string, unknown>
  known: readonly string[]
  prefix: string
}): ValidationIssue[] {
  const { record, known, prefix } = options
  const issues: ValidationIssue[] = []
  for (const [key, value] of Object.entries(record)) {
    if (known.includes(key) || value === undefined) continue
    const suggestion = suggestName(key, known)
    issues.push({
      path: `${prefix}${key}`,
      message: suggestion
        ? `unknown field; did you mean "${suggestion}"?`
        : `unknown field; the known fields are ${known.join(', ')}`,
    })
  }
  return issues
}

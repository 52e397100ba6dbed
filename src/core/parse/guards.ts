import { isAddress, isHex, type Address, type Hex } from 'viem'
import { MalformedResponseError } from '../errors/response'

/** Where a value sits: the resource being parsed and the dotted path inside it. */
export interface Site {
  resource: string
  path: string
}

export type JsonObject = Record<string, unknown>

export function at(site: Site, key: string | number): Site {
  return { resource: site.resource, path: site.path ? `${site.path}.${key}` : String(key) }
}

export function malformed(site: Site, message: string): never {
  throw new MalformedResponseError({ resource: site.resource, path: site.path, message })
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** JSON `null` and a missing key mean the same thing for optional fields. */
export function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null
}

export function readObject(value: unknown, site: Site): JsonObject {
  if (isAbsent(value)) malformed(site, 'is missing')
  if (!isObject(value)) malformed(site, `must be an object, got ${describe(value)}`)
  return value
}

export function readArray(value: unknown, site: Site): unknown[] {
  if (isAbsent(value)) malformed(site, 'is missing')
  if (!Array.isArray(value)) malformed(site, `must be an array, got ${describe(value)}`)
  return value
}

export function readString(value: unknown, site: Site): string {
  if (isAbsent(value)) malformed(site, 'is missing')
  if (typeof value !== 'string') malformed(site, `must be a string, got ${describe(value)}`)
  return value
}

/** A display-only string: absent becomes `fallback`, a non-string is still refused. */
export function readStringOr(value: unknown, site: Site, fallback: string): string {
  return isAbsent(value) ? fallback : readString(value, site)
}

export function readLiteral<const T extends string>(value: unknown, site: Site, allowed: readonly T[]): T {
  const text = readString(value, site)
  if (!(allowed as readonly string[]).includes(text)) {
    malformed(site, `must be ${allowed.map((word) => `"${word}"`).join(' or ')}, got "${text}"`)
  }
  return text as T
}

/** Mixed-case addresses must carry a valid checksum: a broken one is likely a corrupted address. */
export function readAddress(value: unknown, site: Site): Address {
  const text = readString(value, site)
  if (!isAddress(text)) malformed(site, `must be a 20-byte address, got "${text}"`)
  return text
}

export function readHex(value: unknown, site: Site, { bytes }: { bytes?: number } = {}): Hex {
  const text = readString(value, site)
  if (!isHex(text, { strict: true }) || text.length % 2 !== 0) {
    malformed(site, `must be 0x-prefixed hex of whole bytes, got "${truncate(text)}"`)
  }
  if (bytes !== undefined && text.length !== 2 + bytes * 2) {
    malformed(site, `must be ${bytes} bytes of hex, got ${(text.length - 2) / 2}`)
  }
  return text
}

/** A JSON number that is an integer JS can hold exactly (nonces above 2^53 would be corrupted). */
export function readSafeInteger(value: unknown, site: Site, { min = 0 }: { min?: number } = {}): number {
  if (isAbsent(value)) malformed(site, 'is missing')
  if (typeof value !== 'number') malformed(site, `must be a number, got ${describe(value)}`)
  if (!Number.isSafeInteger(value)) malformed(site, `must be a safe integer, got ${value}`)
  if (value < min) malformed(site, `must be at least ${min}, got ${value}`)
  return value
}

/**
 * A chain id: a positive safe integer. A decimal string or a hex quantity (JSON-RPC style) is
 * converted, since either names the same chain unambiguously.
 */
export function readChainId(value: unknown, site: Site): number {
  if (typeof value === 'string') {
    if (!/^(?:[1-9]\d*|0x[0-9a-fA-F]+)$/.test(value)) malformed(site, `must be a chain id, got "${truncate(value)}"`)
    const parsed = Number(value)
    if (!Number.isSafeInteger(parsed)) malformed(site, `must be a safe integer, got "${truncate(value)}"`)
    return readSafeInteger(parsed, site, { min: 1 })
  }
  return readSafeInteger(value, site, { min: 1 })
}

/**
 * A non-negative integer amount as a decimal string. A hex quantity (`0x…`, JSON-RPC style) is
 * accepted and converted, so every consumer can rely on `BigInt(value)` of a decimal string.
 */
export function readIntegerString(value: unknown, site: Site): string {
  const text = readString(value, site)
  if (/^\d+$/.test(text)) return BigInt(text).toString()
  if (/^0x[0-9a-fA-F]+$/.test(text)) return BigInt(text).toString()
  return malformed(site, `must be an integer string (decimal or 0x quantity), got "${truncate(text)}"`)
}

/** A non-negative decimal string such as `12.5` or `25.000000`, kept as sent. */
export function readDecimalString(value: unknown, site: Site): string {
  const text = readString(value, site)
  if (!/^\d+(?:\.\d+)?$/.test(text)) malformed(site, `must be a non-negative decimal string, got "${truncate(text)}"`)
  return text
}

/** A service path: relative to the base URL, so a response can never point the client elsewhere. */
export function readPath(value: unknown, site: Site): string {
  const text = readString(value, site)
  if (!text.startsWith('/') || text.startsWith('//')) {
    malformed(site, `must be a path starting with a single "/", got "${truncate(text)}"`)
  }
  return text
}

/**
 * Parsers pass unknown fields through, so they work on a deep copy: mutating a result never
 * reaches the caller's body, nor the other way round. JSON bodies always clone.
 */
export function copyBody(body: unknown, site: Site): unknown {
  try {
    return structuredClone(body)
  } catch {
    return malformed(site, 'is not plain JSON data')
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

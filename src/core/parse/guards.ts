import type { Address, Hex } from 'viem'
import { MalformedResponseError } from '../errors/response'
import { describeValue } from '../utils/describeValue'
import {
  isAbsent,
  isAddressString,
  isChainId,
  isDecimalString,
  isHexBytes,
  isRecord,
  isServicePath,
  isString,
} from '../utils/predicates'

/** Throws the error of the layer that reads: what `path` holds is not what was `expected`. */
export type Refuse = (path: string, expected: string, received: unknown) => never

/**
 * Where a value sits: the resource being read and the dotted path inside it. A refused value
 * throws MalformedResponseError, or what `refuse` throws: the EIP-712 builders run the same
 * readers over the items they are given and refuse with their own error.
 */
export interface Site {
  resource: string
  path: string
  refuse?: Refuse
}

export type JsonObject = Record<string, unknown>
export type Reader<T> = (value: unknown, site: Site) => T
export type Shape = Record<string, Reader<unknown>>
/** Fields whose reader may return undefined: `readShape` deletes those, so they are optional, never undefined. */
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends ReturnType<S[K]> ? K : never }[keyof S]
export type ShapeOf<S extends Shape> = JsonObject & { [K in Exclude<keyof S, OptionalKeys<S>>]: ReturnType<S[K]> } & {
  [K in OptionalKeys<S>]?: Exclude<ReturnType<S[K]>, undefined>
}

export function at(site: Site, key: string | number): Site {
  return { ...site, path: site.path ? `${site.path}.${key}` : String(key) }
}

/** `shown` renders `received` in a response error (by default describeValue). */
export function refuse(site: Site, expected: string, received: unknown, shown = describeValue(received)): never {
  if (site.refuse) return site.refuse(site.path, expected, received)
  const message = isAbsent(received) ? 'is missing' : `must be ${expected}, got ${shown}`
  throw new MalformedResponseError({ resource: site.resource, path: site.path, message })
}

/** A reader of the values `test` accepts. */
export const reader =
  <T>(test: (value: unknown) => value is T, expected: string): Reader<T> =>
  (value, site) =>
    test(value) ? value : refuse(site, expected, value)

export const readObject = reader(isRecord, 'an object')
export const readArray = reader((value): value is unknown[] => Array.isArray(value), 'an array')
export const readString = reader(isString, 'a string')
export const readAddress: Reader<Address> = reader(isAddressString, 'a 20-byte address')
export const readDecimalString = reader(isDecimalString, 'a non-negative decimal string')
/** Relative to the base URL, so a response can never point the client elsewhere. */
export const readPath = reader(isServicePath, 'a path starting with a single "/"')

export function readHex(value: unknown, site: Site, { bytes }: { bytes?: number } = {}): Hex {
  const hex = reader(isHexBytes, '0x-prefixed hex of whole bytes')(value, site)
  if (bytes !== undefined && hex.length !== 2 + bytes * 2) refuse(site, `${bytes} bytes of hex`, hex, `${(hex.length - 2) / 2}`)
  return hex
}

export const readBytes32: Reader<Hex> = (value, site) => readHex(value, site, { bytes: 32 })

/** A JSON number that is an integer JS can hold exactly (nonces above 2^53 would be corrupted). */
export function readSafeInteger(value: unknown, site: Site, { min = 0 }: { min?: number } = {}): number {
  if (typeof value !== 'number') refuse(site, 'a number', value, typeof value)
  if (!Number.isSafeInteger(value)) refuse(site, 'a safe integer', value)
  return value >= min ? value : refuse(site, `at least ${min}`, value)
}

/** A decimal string or a hex quantity (JSON-RPC style) is converted: either names the same chain. */
export function readChainId(value: unknown, site: Site): number {
  const chainId = isString(value) && /^([1-9]\d*|0x[\da-fA-F]+)$/.test(value) ? Number(value) : value
  return isChainId(chainId) ? chainId : refuse(site, 'a positive integer chain id', value)
}

/**
 * A hex quantity (JSON-RPC style) is converted, so consumers can rely on `BigInt` of a decimal
 * string. With `signed`, a leading `-` is kept (a rebate among fees).
 */
export function readIntegerString(value: unknown, site: Site, { signed = false } = {}): string {
  if (isString(value) && (signed ? /^-?\d+$/ : /^(\d+|0x[\da-fA-F]+)$/).test(value)) return BigInt(value).toString()
  return refuse(site, signed ? 'an integer string' : 'a decimal or 0x integer string', value)
}

/**
 * Reads an object whose `fields` are checked by their readers, in order. Other fields pass through
 * untouched; a field whose reader returns undefined (an absent optional one) is dropped.
 */
export function readShape<S extends Shape>(value: unknown, site: Site, fields: S): ShapeOf<S> {
  const result: JsonObject = { ...readObject(value, site) }
  for (const [key, read] of Object.entries(fields)) {
    const field = read(result[key], at(site, key))
    if (field === undefined) delete result[key]
    else result[key] = field
  }
  return result as ShapeOf<S>
}

export const shape =
  <S extends Shape>(fields: S): Reader<ShapeOf<S>> =>
  (value, site) =>
    readShape(value, site, fields)

export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value, site) =>
    isAbsent(value) ? undefined : read(value, site)

/** For display-only fields: absent becomes `fallback`, a wrong type is still refused. */
export const orDefault =
  <T>(read: Reader<T>, fallback: T): Reader<T> =>
  (value, site) =>
    isAbsent(value) ? fallback : read(value, site)

export const literal =
  <const T extends string>(...words: T[]): Reader<T> =>
  (value, site) =>
    words.includes(value as T) ? (value as T) : refuse(site, words.map((word) => `"${word}"`).join(' or '), value)

export const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, site) =>
    readArray(value, site).map((item, index) => read(item, at(site, index)))

export const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value, site) =>
    Object.fromEntries(Object.entries(readObject(value, site)).map(([key, item]) => [key, read(item, at(site, key))]))

/**
 * Parsers pass unknown fields through, so they work on a deep copy: mutating a result never
 * reaches the caller's body, nor the other way round. JSON bodies always clone.
 */
export function copyBody(body: unknown, site: Site): unknown {
  try {
    return structuredClone(body)
  } catch {
    return refuse(site, 'plain JSON data', body)
  }
}

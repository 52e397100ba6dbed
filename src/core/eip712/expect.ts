import { isAddressEqual, zeroAddress, type Address, type TypedDataParameter } from 'viem'
import { UnexpectedSignatureRequestError } from '../errors/signature'
import { readShape, type Reader, type Shape, type ShapeOf, type Site } from '../parse/guards'
import { isAddressString, isRecord, isSafeUint, isString, isUintString } from '../utils/predicates'
import { EIP712_DOMAIN_TYPES } from './domain'

/*
 * What the EIP-712 builders expect of an item beyond its shape. Each check returns the value,
 * narrowed, or throws UnexpectedSignatureRequestError naming the field (relative to the item),
 * so a builder reads as a list of expectations and nothing unchecked reaches the wallet.
 */

export function unexpected(field: string, expected: string, received: unknown): never {
  throw new UnexpectedSignatureRequestError({ field, expected, received })
}

/** The parser's readers, run over an item's `data` by a builder: they refuse with the signature error. */
export const signatureSite = (): Site => ({ resource: 'signature request', path: 'data', refuse: unexpected })

/** Keys outside `allowed` could change what is signed or submitted, so they are refused. */
export function expectOnlyKeys(field: string, allowed: readonly string[], received: object): void {
  for (const [key, value] of Object.entries(received))
    if (!allowed.includes(key)) unexpected(`${field}.${key}`, `absent (allowed: ${allowed.join(', ')})`, value)
}

/** An object with `fields` and no other key. */
export const closed =
  <S extends Shape>(fields: S): Reader<ShapeOf<S>> =>
  (value, site) => {
    const result = readShape(value, site, fields)
    expectOnlyKeys(site.path, Object.keys(fields), result)
    return result
  }

export function expectZeroAddress(field: string, received: unknown): Address {
  if (!isAddressString(received) || !isAddressEqual(received, zeroAddress))
    unexpected(field, `the zero address (${zeroAddress})`, received)
  return zeroAddress
}

/**
 * An unsigned integer as JSON can carry it: a safe integer number, a decimal string or a
 * bigint. Unsafe numbers are refused because their precision is already lost.
 */
export function expectUint(field: string, received: unknown): bigint {
  if (typeof received === 'bigint' ? received >= 0n : isSafeUint(received) || isUintString(received))
    return BigInt(received as bigint)
  return unexpected(field, 'a non-negative integer', received)
}

export type FieldOrder = 'exact' | 'any'

/**
 * The fields of an EIP-712 struct type must be exactly `expected` (same names and types,
 * nothing more). With order `any` they may come in another order, which changes the hash,
 * so the fields are returned in the order received: the issuer of that order verifies it.
 */
export function expectFields(
  field: string,
  expected: readonly TypedDataParameter[],
  received: unknown,
  order: FieldOrder,
): TypedDataParameter[] {
  const wanted = `${order === 'exact' ? '' : 'in any order, '}[${expected.map((f) => `${f.name} ${f.type}`).join(', ')}]`
  const fields = (Array.isArray(received) ? received : []).map((entry: unknown) =>
    isRecord(entry) && isString(entry.name) && isString(entry.type) ? { name: entry.name, type: entry.type } : undefined,
  )
  const same = (f: TypedDataParameter | undefined, e: TypedDataParameter | undefined) => f?.name === e?.name && f?.type === e?.type
  const matches =
    fields.length === expected.length &&
    (order === 'exact'
      ? fields.every((f, i) => f && same(f, expected[i]))
      : expected.every((e) => fields.filter((f) => f && same(f, e)).length === 1))
  return matches ? (fields as TypedDataParameter[]) : unexpected(field, wanted, received)
}

/** `expectFields` as a reader of a struct type inside `types`. */
export const typeFields =
  (expected: readonly TypedDataParameter[], order: FieldOrder): Reader<TypedDataParameter[]> =>
  (value, site) =>
    expectFields(site.path, expected, value, order)

/** Tolerated only as the canonical type, which is what viem derives anyway. */
export const domainType: Reader<TypedDataParameter[] | undefined> = (value, site) =>
  value === undefined ? undefined : typeFields(EIP712_DOMAIN_TYPES, 'exact')(value, site)

import { isAddress, isAddressEqual, isHex, size, zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import { UnexpectedSignatureRequestError } from '../errors/signature'

/*
 * Checks shared by the EIP-712 builders. Each one either returns the value, narrowed, or
 * throws UnexpectedSignatureRequestError naming the field, so a builder reads as a list
 * of expectations and nothing unchecked reaches the wallet.
 */

export function unexpected(field: string, expected: string, received: unknown): never {
  throw new UnexpectedSignatureRequestError({ field, expected, received })
}

export function expectLiteral<const T extends string>(field: string, expected: T, received: unknown): T {
  if (received !== expected) unexpected(field, JSON.stringify(expected), received)
  return expected
}

export function expectRecord(field: string, received: unknown): Record<string, unknown> {
  if (typeof received !== 'object' || received === null || Array.isArray(received))
    unexpected(field, 'an object', received)
  return received as Record<string, unknown>
}

/** Keys outside `allowed` could change what is signed or submitted, so they are refused. */
export function expectOnlyKeys(field: string, allowed: readonly string[], received: Record<string, unknown>): void {
  for (const key of Object.keys(received))
    if (!allowed.includes(key)) unexpected(`${field}.${key}`, `absent (allowed keys: ${allowed.join(', ')})`, received[key])
}

export function expectString(field: string, received: unknown): string {
  if (typeof received !== 'string') unexpected(field, 'a string', received)
  return received
}

/** Mixed-case addresses must carry a valid checksum; viem would refuse to hash them otherwise. */
export function expectAddress(field: string, received: unknown): Address {
  if (typeof received !== 'string' || !isAddress(received)) unexpected(field, 'an address', received)
  return received
}

export function expectZeroAddress(field: string, received: unknown): Address {
  if (typeof received !== 'string' || !isAddress(received, { strict: false }) || !isAddressEqual(received, zeroAddress))
    unexpected(field, `the zero address (${zeroAddress})`, received)
  return zeroAddress
}

export function expectBytes32(field: string, received: unknown): Hex {
  if (typeof received !== 'string' || !isHex(received, { strict: true }) || size(received) !== 32)
    unexpected(field, 'a 32-byte hex string', received)
  return received
}

export function expectChainId(field: string, received: unknown): number {
  if (typeof received !== 'number' || !Number.isSafeInteger(received) || received <= 0)
    unexpected(field, 'a positive integer chain id', received)
  return received
}

/**
 * An unsigned integer as JSON can carry it: a safe integer number, a decimal string or a
 * bigint. Unsafe numbers are refused because their precision is already lost.
 */
export function expectUint(field: string, received: unknown): bigint {
  if (typeof received === 'bigint' && received >= 0n) return received
  if (typeof received === 'number' && Number.isSafeInteger(received) && received >= 0) return BigInt(received)
  if (typeof received === 'string' && /^\d+$/.test(received)) return BigInt(received)
  return unexpected(field, 'a non-negative integer', received)
}

/** An unsigned integer that must stay a JSON number (it is posted back as one). */
export function expectSafeUint(field: string, received: unknown): number {
  if (typeof received !== 'number' || !Number.isSafeInteger(received) || received < 0)
    unexpected(field, 'a non-negative safe integer', received)
  return received
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
  if (!Array.isArray(received) || received.length !== expected.length) unexpected(field, wanted, received)
  const fields = received.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return unexpected(field, wanted, received)
    const { name, type } = entry as Record<string, unknown>
    if (typeof name !== 'string' || typeof type !== 'string') return unexpected(field, wanted, received)
    return { name, type }
  })
  const matches =
    order === 'exact'
      ? fields.every((f, i) => f.name === expected[i]?.name && f.type === expected[i]?.type)
      : expected.every((e) => fields.filter((f) => f.name === e.name && f.type === e.type).length === 1)
  if (!matches) unexpected(field, wanted, received)
  return fields
}

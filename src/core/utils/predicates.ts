import { isAddress, type Address, type Hex } from 'viem'

/*
 * The shapes Ferry checks in outside data, as plain yes/no tests. Request validation, response
 * parsing and the EIP-712 builders all use these, and each turns a "no" into its own typed error.
 */

/** Plain objects only: arrays and null are not records. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** JSON `null` and a missing key mean the same thing for optional fields. */
export const isAbsent = (value: unknown): value is null | undefined => value == null

export const isString = (value: unknown): value is string => typeof value === 'string'

/** A non-negative integer JS holds exactly (nonces above 2^53 would be corrupted). */
export const isSafeUint = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/** Chain ids are positive safe integers, as JSON numbers. */
export const isChainId = (value: unknown): value is number => isSafeUint(value) && value > 0

/** Decimal digits only; leading zeros are allowed (validation asks for the canonical form itself). */
export const isUintString = (value: unknown): value is string => isString(value) && /^\d+$/.test(value)

/** A non-negative decimal such as `12.5` or `25.000000`. */
export const isDecimalString = (value: unknown): value is string => isString(value) && /^\d+(\.\d+)?$/.test(value)

/** `0x`-prefixed hex of whole bytes (`0x` is empty data), of exactly `bytes` bytes when given. */
export const isHexBytes = (value: unknown, bytes?: number): value is Hex =>
  isString(value) && /^0x([\da-fA-F]{2})*$/.test(value) && (bytes === undefined || value.length === 2 + bytes * 2)

export const isBytes32 = (value: unknown): value is Hex => isHexBytes(value, 32)

/** Mixed case must carry a valid EIP-55 checksum: a broken one is likely a corrupted address. */
export const isAddressString = (value: unknown): value is Address => isString(value) && isAddress(value)

/**
 * A path on the service's own base URL: an absolute or protocol-relative URL could send a request
 * (or a signature) to another origin, and a query parameter appended after a fragment is never sent.
 */
export const isServicePath = (value: unknown): value is string => isString(value) && /^\/(?![/\\])[^#\\]*$/.test(value)

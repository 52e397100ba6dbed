import type { TypedDataParameter } from 'viem'
import { InvalidArgumentError } from '../errors/request'
import { isChainId } from '../utils/predicates'

/**
 * The `EIP712Domain` type of every domain Ferry signs in (name, version, chainId,
 * verifyingContract, in the order EIP-712 prescribes). The builders leave it out of
 * `types`: viem derives exactly this type from the domain (a test holds it to that) and
 * adds it when hashing and in `eth_signTypedData_v4`, while an explicit one would make
 * viem's types demand a bigint `domain.chainId`. Exported for verifiers and for callers
 * that build a JSON-RPC payload without viem.
 */
export const EIP712_DOMAIN_TYPES = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const satisfies readonly TypedDataParameter[]

/** Fresh, mutable copies: callers may hand the result to code that is free to modify it. */
export function copyFields(fields: readonly TypedDataParameter[]): TypedDataParameter[] {
  return fields.map(({ name, type }) => ({ name, type }))
}

/** Validates a caller-supplied signing chain id (an argument, not service data). */
export function checkSigningChainId(value: unknown): number {
  if (!isChainId(value))
    throw new InvalidArgumentError({
      argument: 'signingChainId',
      message: `expected a positive integer chain id, got ${String(value)}`,
    })
  return value
}

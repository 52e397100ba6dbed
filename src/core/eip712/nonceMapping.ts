import { zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import type { AuthorizeBody } from '../types/authorize'
import type { SignatureItem } from '../types/quote'
import { checkSigningChainId, EIP712_DOMAIN_TYPES } from './domain'
import {
  expectAddress,
  expectBytes32,
  expectChainId,
  expectFields,
  expectLiteral,
  expectOnlyKeys,
  expectRecord,
  expectString,
  expectUint,
  expectZeroAddress,
  unexpected,
} from './expect'

export const NONCE_MAPPING_DOMAIN_NAME = 'ServiceNonceMapping'
export const NONCE_MAPPING_PRIMARY_TYPE = 'NonceMapping'
/** The `NonceMapping` fields in the spec's order; the service may list them in any order. */
export const NONCE_MAPPING_FIELDS = [
  { name: 'chainId', type: 'string' },
  { name: 'wallet', type: 'address' },
  { name: 'id', type: 'bytes32' },
  { name: 'nonce', type: 'uint256' },
] as const satisfies readonly TypedDataParameter[]

export type NonceMappingMessage = {
  /** The lowercase venue name, as the service sent it. */
  chainId: string
  wallet: Address
  /** The request id. */
  id: Hex
  nonce: bigint
}

/** viem's typed-data shape; pass it to `signTypedData`, `hashTypedData` or `recoverTypedDataAddress`. */
export type NonceMappingTypedData = {
  domain: { name: typeof NONCE_MAPPING_DOMAIN_NAME; version: '1'; chainId: number; verifyingContract: Address }
  /** Without `EIP712Domain`, which viem derives from `domain` (see EIP712_DOMAIN_TYPES). */
  types: { NonceMapping: TypedDataParameter[] }
  primaryType: typeof NONCE_MAPPING_PRIMARY_TYPE
  message: NonceMappingMessage
}

export type BuildNonceMappingOptions = {
  /** Chain the wallet signs on. Default: the chain of the step's own signing domain. */
  signingChainId?: number | undefined
}

const DOMAIN_KEYS = ['name', 'version', 'chainId', 'verifyingContract'] as const

/**
 * Checks the authorize step's signature item against the nonce-mapping flow and returns
 * the typed data to sign plus the body to post with the signature. Anything else in the
 * item throws UnexpectedSignatureRequestError (field paths are relative to the item).
 * The item is not modified.
 */
export function buildNonceMappingTypedData(
  item: SignatureItem,
  options: BuildNonceMappingOptions = {},
): { typedData: NonceMappingTypedData; postBody: AuthorizeBody } {
  const signingChainId = options.signingChainId === undefined ? undefined : checkSigningChainId(options.signingChainId)
  const data = expectRecord('data', item.data)
  const sign = expectRecord('data.sign', data.sign)
  const post = expectRecord('data.post', data.post)

  expectLiteral('data.sign.signatureKind', 'eip712', sign.signatureKind)

  const domain = expectRecord('data.sign.domain', sign.domain)
  // A `salt` or any other domain key would change the domain separator.
  expectOnlyKeys('data.sign.domain', DOMAIN_KEYS, domain)
  expectLiteral('data.sign.domain.name', NONCE_MAPPING_DOMAIN_NAME, domain.name)
  expectLiteral('data.sign.domain.version', '1', domain.version)
  const domainChainId = expectChainId('data.sign.domain.chainId', domain.chainId)
  expectZeroAddress('data.sign.domain.verifyingContract', domain.verifyingContract)

  expectLiteral('data.sign.primaryType', NONCE_MAPPING_PRIMARY_TYPE, sign.primaryType)
  const types = expectRecord('data.sign.types', sign.types)
  expectOnlyKeys('data.sign.types', [NONCE_MAPPING_PRIMARY_TYPE, 'EIP712Domain'], types)
  // Tolerated only as the canonical type, which is what viem derives anyway.
  if (types.EIP712Domain !== undefined)
    expectFields('data.sign.types.EIP712Domain', EIP712_DOMAIN_TYPES, types.EIP712Domain, 'exact')
  const fields = expectFields('data.sign.types.NonceMapping', NONCE_MAPPING_FIELDS, types.NonceMapping, 'any')

  const value = expectRecord('data.sign.value', sign.value)
  const message: NonceMappingMessage = {
    chainId: expectString('data.sign.value.chainId', value.chainId),
    wallet: expectAddress('data.sign.value.wallet', value.wallet),
    id: expectBytes32('data.sign.value.id', value.id),
    nonce: expectUint('data.sign.value.nonce', value.nonce),
  }

  const method = expectString('data.post.method', post.method)
  if (method.toUpperCase() !== 'POST') unexpected('data.post.method', '"POST"', post.method)
  const body = expectRecord('data.post.body', post.body)
  expectLiteral('data.post.body.type', 'nonce-mapping', body.type)
  // The service maps the signed (wallet, id, nonce) to the body it receives: they must agree.
  if (expectUint('data.post.body.nonce', body.nonce) !== message.nonce)
    unexpected('data.post.body.nonce', `equal to data.sign.value.nonce (${message.nonce})`, body.nonce)
  if (expectBytes32('data.post.body.id', body.id).toLowerCase() !== message.id.toLowerCase())
    unexpected('data.post.body.id', `equal to data.sign.value.id (${message.id})`, body.id)
  if (expectAddress('data.post.body.wallet', body.wallet).toLowerCase() !== message.wallet.toLowerCase())
    unexpected('data.post.body.wallet', `equal to data.sign.value.wallet (${message.wallet})`, body.wallet)
  // The service verifies on `signatureChainId`; one that disagrees with the domain would make the signature useless.
  if (body.signatureChainId !== undefined && expectChainId('data.post.body.signatureChainId', body.signatureChainId) !== domainChainId)
    unexpected('data.post.body.signatureChainId', `equal to data.sign.domain.chainId (${domainChainId})`, body.signatureChainId)

  // Signing on another chain moves both fields together, as the spec requires.
  const chainId = signingChainId ?? domainChainId
  return {
    typedData: {
      domain: { name: NONCE_MAPPING_DOMAIN_NAME, version: '1', chainId, verifyingContract: zeroAddress },
      types: { NonceMapping: fields },
      primaryType: NONCE_MAPPING_PRIMARY_TYPE,
      message,
    },
    postBody: { ...(structuredClone(body) as AuthorizeBody), signatureChainId: chainId },
  }
}

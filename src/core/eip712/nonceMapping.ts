import { isAddressEqual, zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import { literal, readAddress, readBytes32, reader, readString, shape } from '../parse/guards'
import { parseSignatureData } from '../parse/itemData'
import type { AuthorizeBody } from '../types/authorize'
import type { SignatureItem } from '../types/quote'
import { isChainId } from '../utils/predicates'
import { checkSigningChainId } from './domain'
import { closed, domainType, expectUint, expectZeroAddress, signatureSite, typeFields, unexpected } from './expect'

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
  const site = signatureSite()
  // The parser's reading of the item, with what this flow expects of `sign` in place of its looser readers.
  const { sign, post } = parseSignatureData(item.data, site, {
    // A `salt` or any other domain key would change the domain separator.
    domain: closed({
      name: literal(NONCE_MAPPING_DOMAIN_NAME),
      version: literal('1'),
      chainId: reader(isChainId, 'a positive integer chain id'),
      verifyingContract: (received, at) => expectZeroAddress(at.path, received),
    }),
    primaryType: literal(NONCE_MAPPING_PRIMARY_TYPE),
    types: closed({ EIP712Domain: domainType, NonceMapping: typeFields(NONCE_MAPPING_FIELDS, 'any') }),
    value: shape({
      chainId: readString,
      wallet: readAddress,
      id: readBytes32,
      nonce: (received, at) => expectUint(at.path, received),
    }),
  })
  const { domain, types, value } = sign
  const message: NonceMappingMessage = { chainId: value.chainId, wallet: value.wallet, id: value.id, nonce: value.nonce }

  if (post.method.toUpperCase() !== 'POST') unexpected('data.post.method', '"POST"', post.method)
  const { body } = post
  // The service maps the signed (wallet, id, nonce) to the body it receives: they must agree.
  const disagree = (field: keyof AuthorizeBody, signed: unknown, received: unknown) =>
    unexpected(`data.post.body.${field}`, `equal to data.sign.value.${field} (${String(signed)})`, received)
  if (BigInt(body.nonce) !== message.nonce) disagree('nonce', message.nonce, body.nonce)
  if (body.id.toLowerCase() !== message.id.toLowerCase()) disagree('id', message.id, body.id)
  if (!isAddressEqual(body.wallet, message.wallet)) disagree('wallet', message.wallet, body.wallet)
  // The service verifies on `signatureChainId`; one that disagrees with the domain would make the
  // signature useless. Compared as sent: the parser would have turned a string into a number.
  const sentChainId: unknown = item.data.post.body.signatureChainId
  if (sentChainId !== undefined && sentChainId !== domain.chainId)
    unexpected('data.post.body.signatureChainId', `equal to data.sign.domain.chainId (${domain.chainId})`, sentChainId)

  // Signing on another chain moves both fields together, as the spec requires.
  const chainId = signingChainId ?? domain.chainId
  return {
    typedData: {
      domain: { name: NONCE_MAPPING_DOMAIN_NAME, version: '1', chainId, verifyingContract: zeroAddress },
      types: { NonceMapping: types.NonceMapping },
      primaryType: NONCE_MAPPING_PRIMARY_TYPE,
      message,
    },
    postBody: { ...structuredClone(body), signatureChainId: chainId },
  }
}

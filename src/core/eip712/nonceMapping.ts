import { isAddressEqual, zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import { literal, optional, readAddress, readBytes32, reader, readString, shape, type Reader } from '../parse/guards'
import { parseSignatureData } from '../parse/itemData'
import { profileList, type NonceMappingVersion, type ProfileChoice } from '../protocol/profile'
import type { AuthorizeBody } from '../types/authorize'
import type { SignatureItem } from '../types/quote'
import { isChainId, isRecord } from '../utils/predicates'
import { checkSigningChainId } from './domain'
import { closed, domainType, expectUint, expectZeroAddress, signatureSite, typeFields, unexpected } from './expect'

export const NONCE_MAPPING_PRIMARY_TYPE = 'NonceMapping'
/** The `NonceMapping` fields of version 1, in the spec's order; the service may list them in any order. */
export const NONCE_MAPPING_FIELDS = [
  { name: 'chainId', type: 'string' },
  { name: 'wallet', type: 'address' },
  { name: 'id', type: 'bytes32' },
  { name: 'nonce', type: 'uint256' },
] as const satisfies readonly TypedDataParameter[]
/** Version 2 adds `depositor`: the venue account whose transfer the nonce is (the connected account). */
export const NONCE_MAPPING_V2_FIELDS = [
  NONCE_MAPPING_FIELDS[0],
  NONCE_MAPPING_FIELDS[1],
  { name: 'depositor', type: 'address' },
  NONCE_MAPPING_FIELDS[2],
  NONCE_MAPPING_FIELDS[3],
] as const satisfies readonly TypedDataParameter[]

export const nonceMappingFields = (version: NonceMappingVersion): readonly TypedDataParameter[] =>
  version === '2' ? NONCE_MAPPING_V2_FIELDS : NONCE_MAPPING_FIELDS

export type NonceMappingMessage = {
  /** The lowercase venue name, as the service sent it. */
  chainId: string
  wallet: Address
  /** Version 2 only. */
  depositor?: Address
  /** The request id, or the quote's order id. */
  id: Hex
  nonce: bigint
}

/** viem's typed-data shape; pass it to `signTypedData`, `hashTypedData` or `recoverTypedDataAddress`. */
export type NonceMappingTypedData = {
  /** `name` is the profile's nonce-mapping domain name. */
  domain: { name: string; version: NonceMappingVersion; chainId: number; verifyingContract: Address }
  /** Without `EIP712Domain`, which viem derives from `domain` (see EIP712_DOMAIN_TYPES). */
  types: { NonceMapping: TypedDataParameter[] }
  primaryType: typeof NONCE_MAPPING_PRIMARY_TYPE
  message: NonceMappingMessage
}

export type BuildNonceMappingOptions = {
  /** Chain the wallet signs on. Default: the chain of the step's own signing domain. */
  signingChainId?: number | undefined
  /**
   * The names to expect: one profile, or several, of which the item must use one (picked by its
   * domain name). Default: the spec's.
   */
  profile?: ProfileChoice | undefined
}

/**
 * Checks the authorize step's signature item against the nonce-mapping flow of the profile
 * (version 1, or 2 with `depositor`, as the profile accepts) and returns the typed data to sign
 * plus the body to post with the signature. Anything else in the item throws
 * UnexpectedSignatureRequestError (field paths are relative to the item). The item is not modified.
 */
export function buildNonceMappingTypedData(
  item: SignatureItem,
  options: BuildNonceMappingOptions = {},
): { typedData: NonceMappingTypedData; postBody: AuthorizeBody } {
  const signingChainId = options.signingChainId === undefined ? undefined : checkSigningChainId(options.signingChainId)
  const profiles = profileList(options.profile)
  // The item's domain name picks the profile; a name of none of them is refused, naming them all.
  const names = profiles.map((profile) => profile.nonceMapping.domainName)
  const { domainName, versions } = (profiles.find((profile) => profile.nonceMapping.domainName === sentDomain(item).name) ?? profiles[0]).nonceMapping
  // The version sent picks the fields expected; one the profile does not accept is refused at domain.version.
  const version: NonceMappingVersion = versions.includes('2') && sentDomain(item).version === '2' ? '2' : '1'
  const v2 = version === '2'
  const site = signatureSite()
  // The parser's reading of the item, with what this flow expects of `sign` in place of its looser readers.
  const { sign, post } = parseSignatureData(item.data, site, {
    // A `salt` or any other domain key would change the domain separator.
    domain: closed({
      name: literal(...names),
      version: literal(...versions),
      chainId: reader(isChainId, 'a positive integer chain id'),
      verifyingContract: (received, at) => expectZeroAddress(at.path, received),
    }),
    primaryType: literal(NONCE_MAPPING_PRIMARY_TYPE),
    types: closed({ EIP712Domain: domainType, NonceMapping: typeFields(nonceMappingFields(version), 'any') }),
    value: shape({
      chainId: readString,
      wallet: readAddress,
      depositor: (v2 ? readAddress : optional(readAddress)) as Reader<Address | undefined>,
      id: readBytes32,
      nonce: (received, at) => expectUint(at.path, received),
    }),
  })
  const { domain, types, value } = sign
  const message: NonceMappingMessage = { chainId: value.chainId, wallet: value.wallet, ...(v2 && value.depositor ? { depositor: value.depositor } : {}), id: value.id, nonce: value.nonce }

  if (post.method.toUpperCase() !== 'POST') unexpected('data.post.method', '"POST"', post.method)
  const { body } = post
  // The service maps the signed (wallet, depositor, id, nonce) to the body it receives: they must agree.
  const disagree = (field: keyof AuthorizeBody, signed: unknown, received: unknown) =>
    unexpected(`data.post.body.${field}`, `equal to data.sign.value.${field} (${String(signed)})`, received)
  if (BigInt(body.nonce) !== message.nonce) disagree('nonce', message.nonce, body.nonce)
  if (body.id.toLowerCase() !== message.id.toLowerCase()) disagree('id', message.id, body.id)
  if (!isAddressEqual(body.wallet, message.wallet)) disagree('wallet', message.wallet, body.wallet)
  const { depositor } = value
  if (depositor && v2 && !(body.depositor && isAddressEqual(body.depositor, depositor))) disagree('depositor', depositor, body.depositor)
  // Version 1 signs no depositor: one in the body would be posted unsigned.
  if (!v2 && body.depositor !== undefined) unexpected('data.post.body.depositor', 'absent in version 1, which does not sign it', body.depositor)
  // The service verifies on `signatureChainId`; one that disagrees with the domain would make the
  // signature useless. Compared as sent: the parser would have turned a string into a number.
  const sentChainId: unknown = item.data.post.body.signatureChainId
  if (sentChainId !== undefined && sentChainId !== domain.chainId)
    unexpected('data.post.body.signatureChainId', `equal to data.sign.domain.chainId (${domain.chainId})`, sentChainId)

  // Signing on another chain moves both fields together, as the spec requires.
  const chainId = signingChainId ?? domain.chainId
  return {
    typedData: {
      domain: { name: domainName, version, chainId, verifyingContract: zeroAddress },
      types: { NonceMapping: types.NonceMapping },
      primaryType: NONCE_MAPPING_PRIMARY_TYPE,
      message,
    },
    postBody: { ...structuredClone(body), signatureChainId: chainId },
  }
}

/** The domain as sent, before it is read. */
function sentDomain(item: SignatureItem): Record<string, unknown> {
  const sign: unknown = isRecord(item.data) ? item.data.sign : undefined
  return isRecord(sign) && isRecord(sign.domain) ? sign.domain : {}
}

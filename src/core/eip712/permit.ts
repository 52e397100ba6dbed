import type { Address, Hex, TypedDataParameter } from 'viem'
import { literal, readAddress, readBytes32, reader, readString } from '../parse/guards'
import { parsePermitData } from '../parse/itemData'
import type { PermitBody } from '../types/permit'
import type { PermitItem } from '../types/quote'
import { isChainId } from '../utils/predicates'
import { closed, domainType, expectUint, signatureSite, typeFields, unexpected } from './expect'

export const TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE = 'TransferWithAuthorization'

/** EIP-3009's `TransferWithAuthorization`, in its order: the token hashes this exact type. */
export const TRANSFER_WITH_AUTHORIZATION_FIELDS = [
  { name: 'from', type: 'address' },
  { name: 'to', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'validAfter', type: 'uint256' },
  { name: 'validBefore', type: 'uint256' },
  { name: 'nonce', type: 'bytes32' },
] as const satisfies readonly TypedDataParameter[]

/** Where the service takes a signed permit: its own route, on the client's base URL. */
export const PERMITS_ENDPOINT = '/execute/permits'

export type TransferWithAuthorizationMessage = {
  from: Address
  /** Who may submit it and receives the funds: the service's solver. */
  to: Address
  /** Smallest unit of the token. */
  value: bigint
  /** Unix seconds. */
  validAfter: bigint
  /** Unix seconds. */
  validBefore: bigint
  /** Random, single use: the token refuses it a second time. */
  nonce: Hex
}

/** viem's typed-data shape; pass it to `signTypedData`, `hashTypedData` or `recoverTypedDataAddress`. */
export type PermitTypedData = {
  /** The token's own domain: `verifyingContract` is the token. */
  domain: { name: string; version: string; chainId: number; verifyingContract: Address }
  /** Without `EIP712Domain`, which viem derives from `domain`. */
  types: { TransferWithAuthorization: TypedDataParameter[] }
  primaryType: typeof TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE
  message: TransferWithAuthorizationMessage
}

/**
 * Checks a permit item's shape against EIP-3009's `TransferWithAuthorization` and returns the typed
 * data to sign plus where and what to post. Anything else in the item throws
 * UnexpectedSignatureRequestError (field paths relative to the item). What the authorization may
 * do (its token, sender, receiver, amount and time) is the executor's check (`checkPermits`), which
 * knows the request, the account and the clock. The item is not modified.
 */
export function buildPermitTypedData(item: PermitItem): { typedData: PermitTypedData; endpoint: typeof PERMITS_ENDPOINT; postBody: PermitBody } {
  const { sign, post } = parsePermitData(item.data, signatureSite(), {
    // A `salt` or any other domain key would change the domain separator.
    domain: closed({ name: readString, version: readString, chainId: reader(isChainId, 'a positive integer chain id'), verifyingContract: readAddress }),
    primaryType: literal(TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE),
    types: closed({ EIP712Domain: domainType, TransferWithAuthorization: typeFields(TRANSFER_WITH_AUTHORIZATION_FIELDS, 'exact') }),
    value: closed({
      from: readAddress,
      to: readAddress,
      value: (received, at) => expectUint(at.path, received),
      validAfter: (received, at) => expectUint(at.path, received),
      validBefore: (received, at) => expectUint(at.path, received),
      nonce: readBytes32,
    }),
  })
  if (post.method.toUpperCase() !== 'POST') unexpected('data.post.method', '"POST"', post.method)
  // The signature moves funds: it goes to the service's own route and nowhere else.
  if (post.endpoint !== PERMITS_ENDPOINT) unexpected('data.post.endpoint', `"${PERMITS_ENDPOINT}"`, post.endpoint)
  return {
    typedData: {
      domain: { ...sign.domain },
      types: { TransferWithAuthorization: sign.types.TransferWithAuthorization },
      primaryType: TRANSFER_WITH_AUTHORIZATION_PRIMARY_TYPE,
      message: { ...sign.value },
    },
    endpoint: PERMITS_ENDPOINT,
    postBody: structuredClone(post.body),
  }
}

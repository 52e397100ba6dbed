import type { PermitData, SignatureData, TransactionData, TypedDataField, VenueDepositData } from '../types/quote'
import {
  arrayOf,
  at,
  literal,
  optional,
  readAddress,
  readBytes32,
  readChainId,
  readDecimalString,
  readHex,
  readIntegerString,
  readObject,
  readPath,
  readSafeInteger,
  readShape,
  readString,
  recordOf,
  refuse,
  shape,
  type Reader,
  type Shape,
  type ShapeOf,
  type Site,
} from './guards'

/*
 * Readers of the three kinds of item `data`. The EIP-712 builders run the same readers over the
 * items they are given (with their own error), then check what their flow expects on top.
 */

/**
 * Gas fields come as strings or, in some quotes, as JSON numbers: a number is read exactly when it
 * is a safe integer, and refused above 2^53, where JSON parsing has already changed its value.
 */
const gasField = optional((value, site) => (typeof value === 'number' ? String(readSafeInteger(value, site)) : readIntegerString(value, site)))

/** `data` of an ordinary transaction item: everything the wallet needs to send it. Without `from`, the connected account sends it. */
export const parseTransactionData: Reader<TransactionData> = shape({
  from: optional(readAddress),
  to: readAddress,
  data: readHex,
  value: readIntegerString,
  chainId: readChainId,
  gas: gasField,
  maxFeePerGas: gasField,
  maxPriorityFeePerGas: gasField,
})

const readTypes: Reader<Record<string, TypedDataField[]>> = recordOf(arrayOf(shape({ name: readString, type: readString })))

/**
 * `data` of the authorize step's item: EIP-712 data to sign and where to post the signature.
 * `flow` replaces readers of `sign` with a builder's stricter expectations, so the item is read once.
 */
export function parseSignatureData<F extends Shape = Shape>(
  value: unknown,
  site: Site,
  flow?: F,
): SignatureData & { sign: ShapeOf<F> } {
  const body = shape({
    type: literal('nonce-mapping'),
    walletChainId: readChainId,
    wallet: readAddress,
    depositor: optional(readAddress),
    nonce: readSafeInteger,
    id: readBytes32,
    signatureChainId: optional(readChainId),
  })
  const data = readShape(value, site, signedItem(flow, body))
  const { sign, post } = data
  checkPrimaryType(sign.primaryType, sign.types, at(site, 'sign.primaryType'))
  // The spec makes the domain's chain the default signing chain: the body then always says which chain signed.
  post.body.signatureChainId ??= sign.domain.chainId
  return data as SignatureData & { sign: ShapeOf<F> }
}

/**
 * `data` of a permit item (`usePermit`): EIP-712 data to sign and where to post the signature.
 * `flow` replaces readers of `sign` with the builder's stricter expectations, so the item is read once.
 */
export function parsePermitData<F extends Shape = Shape>(value: unknown, site: Site, flow?: F): PermitData & { sign: ShapeOf<F> } {
  // Its type is EIP-3009's, which the builder (`buildPermitTypedData`) holds it to.
  const body = shape({ kind: literal('eip3009'), requestId: readBytes32, api: optional(readString) })
  return readShape(value, site, signedItem(flow, body)) as PermitData & { sign: ShapeOf<F> }
}

const SIGN_FIELDS = {
  // Only EIP-712 can be signed; any other kind would reach the wallet as something else.
  signatureKind: literal('eip712'),
  domain: shape({ name: readString, version: readString, chainId: readChainId, verifyingContract: readAddress }),
  types: readTypes,
  value: readObject,
  primaryType: readString,
}

/** A signature or permit item's data: its `sign` (a builder's readers in place of the loose ones) and where its `post` goes with `body`. */
const signedItem = <F extends Shape, B>(flow: F | undefined, body: Reader<B>) => ({
  sign: shape({ ...SIGN_FIELDS, ...flow }),
  post: shape({ endpoint: readPath, method: readString, body }),
})

/**
 * Every field is signed as given, so each must be present with its type: `''` is fine, absent is
 * not. The network-name field is named by the protocol profile, so the builder reads it.
 */
export const SEND_ASSET_PARAMETERS = {
  destination: readAddress,
  sourceDex: readString,
  destinationDex: readString,
  token: readString,
  amount: readDecimalString,
  fromSubAccount: readString,
  nonce: readSafeInteger,
}

/**
 * `data` of the venue withdrawal's deposit item: a `sendAsset` action to sign and submit.
 * `flow` replaces readers with a builder's stricter expectations, so the item is read once.
 */
export function parseVenueDepositData(value: unknown, site: Site, flow?: Shape): VenueDepositData {
  const data = readShape(value, site, {
    action: shape({ type: literal('sendAsset'), parameters: shape(SEND_ASSET_PARAMETERS) }),
    nonce: readSafeInteger,
    eip712Types: readTypes,
    eip712PrimaryType: readString,
    ...flow,
  }) as VenueDepositData
  const signed = data.action.parameters.nonce
  // A transfer whose nonce differs from the signed one cannot be tied to the request: funds would be orphaned.
  if (data.nonce !== signed) refuse(at(site, 'nonce'), `equal to action.parameters.nonce (${signed})`, data.nonce)
  checkPrimaryType(data.eip712PrimaryType, data.eip712Types, at(site, 'eip712PrimaryType'))
  return data
}

/** A primary type missing from `types` cannot be signed at all. */
function checkPrimaryType(primaryType: string, types: Record<string, unknown>, site: Site): void {
  if (!Object.hasOwn(types, primaryType)) refuse(site, 'one of the given types', primaryType)
}

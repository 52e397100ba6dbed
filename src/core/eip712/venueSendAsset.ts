import { numberToHex, zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import { literal } from '../parse/guards'
import { parseVenueDepositData } from '../parse/itemData'
import type { VenueDepositItem } from '../types/quote'
import { checkSigningChainId, copyFields } from './domain'
import { closed, domainType, expectOnlyKeys, signatureSite, typeFields, unexpected } from './expect'

export const VENUE_SIGN_DOMAIN_NAME = 'VenueSignTransaction'
export const VENUE_SEND_ASSET_PRIMARY_TYPE = 'VenueTransaction:SendAsset'
/** In the venue's order: the venue verifies against its own definition, so order is part of the check. */
export const VENUE_SEND_ASSET_FIELDS = [
  { name: 'venueChain', type: 'string' },
  { name: 'destination', type: 'string' },
  { name: 'sourceDex', type: 'string' },
  { name: 'destinationDex', type: 'string' },
  { name: 'token', type: 'string' },
  { name: 'amount', type: 'string' },
  { name: 'fromSubAccount', type: 'string' },
  { name: 'nonce', type: 'uint64' },
] as const satisfies readonly TypedDataParameter[]

/**
 * The signed message, which is also the action posted to the venue's `/exchange`.
 * `type` and `signatureChainId` are not fields of the EIP-712 type, so they are not hashed;
 * the venue reads them from the action (the chain id to rebuild the domain).
 */
export type VenueSendAssetAction = {
  venueChain: string
  destination: string
  sourceDex: string
  destinationDex: string
  token: string
  amount: string
  fromSubAccount: string
  /** A number, not a bigint: the action is posted as JSON. */
  nonce: number
  type: 'sendAsset'
  /** The signing chain id as lowercase `0x` hex, e.g. `0xa4b1`. */
  signatureChainId: Hex
}

/** viem's typed-data shape; pass it to `signTypedData`, `hashTypedData` or `recoverTypedDataAddress`. */
export type VenueSendAssetTypedData = {
  domain: { name: typeof VENUE_SIGN_DOMAIN_NAME; version: '1'; chainId: number; verifyingContract: Address }
  /** Without `EIP712Domain`, which viem derives from `domain` (see EIP712_DOMAIN_TYPES). */
  types: { 'VenueTransaction:SendAsset': TypedDataParameter[] }
  primaryType: typeof VENUE_SEND_ASSET_PRIMARY_TYPE
  message: VenueSendAssetAction
}

export type BuildVenueSendAssetOptions = {
  /** Chain id of the connected wallet: it goes into the domain and into `signatureChainId`. */
  signingChainId: number
}

const PARAMETER_KEYS = VENUE_SEND_ASSET_FIELDS.map((f) => f.name)

/**
 * Checks the venue withdrawal's deposit item and builds the EIP-712 data of its `sendAsset`
 * action (spec: "Deposit step (venue withdrawal): client-side procedure", step 1; the
 * spec's `EIP712Domain` type is the one viem adds from `domain`). Anything
 * unexpected throws UnexpectedSignatureRequestError (field paths are relative to the item).
 * The item is not modified.
 */
export function buildVenueSendAssetTypedData(
  item: VenueDepositItem,
  options: BuildVenueSendAssetOptions,
): VenueSendAssetTypedData {
  const signingChainId = checkSigningChainId(options.signingChainId)
  const site = signatureSite()
  // The parser's reading of the item, with what this flow expects of the types in place of its looser readers.
  const { parameters } = parseVenueDepositData(item.data, site, {
    eip712PrimaryType: literal(VENUE_SEND_ASSET_PRIMARY_TYPE),
    eip712Types: closed({
      EIP712Domain: domainType,
      [VENUE_SEND_ASSET_PRIMARY_TYPE]: typeFields(VENUE_SEND_ASSET_FIELDS, 'exact'),
    }),
  }).action
  // The whole action is posted: a parameter outside the type would be submitted unsigned.
  expectOnlyKeys('data.action.parameters', PARAMETER_KEYS, parameters)
  if (!/^[^:]+:0x[\da-fA-F]+$/.test(parameters.token))
    unexpected('data.action.parameters.token', '"<SYMBOL>:<token_id>"', parameters.token)

  return {
    domain: { name: VENUE_SIGN_DOMAIN_NAME, version: '1', chainId: signingChainId, verifyingContract: zeroAddress },
    types: { [VENUE_SEND_ASSET_PRIMARY_TYPE]: copyFields(VENUE_SEND_ASSET_FIELDS) },
    primaryType: VENUE_SEND_ASSET_PRIMARY_TYPE,
    // The destination is hashed as a string, so it is kept exactly as sent (case included).
    message: { ...parameters, type: 'sendAsset', signatureChainId: numberToHex(signingChainId) },
  }
}

/**
 * The action to post to the venue's `/exchange`: exactly the message that was signed
 * (spec, step 4), as a fresh object so later changes cannot drift from the signature.
 */
export function venueActionFromTypedData(typedData: VenueSendAssetTypedData): VenueSendAssetAction {
  return { ...typedData.message }
}

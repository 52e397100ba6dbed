import { numberToHex, zeroAddress, type Address, type Hex, type TypedData, type TypedDataParameter } from 'viem'
import { literal, readString, shape } from '../parse/guards'
import { parseVenueDepositData, SEND_ASSET_PARAMETERS } from '../parse/itemData'
import { profileList, SPEC_PROFILE, type ProfileChoice, type ProtocolProfile } from '../protocol/profile'
import type { VenueDepositItem } from '../types/quote'
import { isRecord } from '../utils/predicates'
import { checkSigningChainId, copyFields } from './domain'
import { closed, domainType, expectOnlyKeys, signatureSite, typeFields, unexpected } from './expect'

/**
 * The `sendAsset` type's fields in the venue's order (the venue verifies against its own
 * definition, so order is part of the check); the first is the profile's network-name field.
 */
export function sendAssetFields({ venue }: ProtocolProfile = SPEC_PROFILE): TypedDataParameter[] {
  return [
    { name: venue.chainField, type: 'string' },
    ...['destination', 'sourceDex', 'destinationDex', 'token', 'amount', 'fromSubAccount'].map((name) => ({ name, type: 'string' })),
    { name: 'nonce', type: 'uint64' },
  ]
}

/**
 * The signed message, which is also the action posted to the venue's `/exchange`.
 * `type` and `signatureChainId` are not fields of the EIP-712 type, so they are not hashed;
 * the venue reads them from the action (the chain id to rebuild the domain).
 */
export type VenueSendAssetAction = {
  /** The venue's network name sits under the profile's `venue.chainField` (`venueChain` in the spec). */
  [chainField: string]: string | number
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
  /** `name` is the profile's venue domain name. */
  domain: { name: string; version: '1'; chainId: number; verifyingContract: Address }
  /** The profile's primary type alone: without `EIP712Domain`, which viem derives from `domain`. */
  types: TypedData
  primaryType: string
  message: VenueSendAssetAction
}

export type BuildVenueSendAssetOptions = {
  /** Chain id of the connected wallet: it goes into the domain and into `signatureChainId`. */
  signingChainId: number
  /**
   * The names to expect: one profile, or several, of which the item must use one (picked by its
   * primary type). Default: the spec's.
   */
  profile?: ProfileChoice | undefined
}

/**
 * Checks the venue withdrawal's deposit item and builds the EIP-712 data of its `sendAsset`
 * action (spec: "Deposit step (venue withdrawal): client-side procedure", step 1, with the
 * profile's names; the spec's `EIP712Domain` type is the one viem adds from `domain`). Anything
 * unexpected throws UnexpectedSignatureRequestError (field paths are relative to the item).
 * The item is not modified.
 */
export function buildVenueSendAssetTypedData(item: VenueDepositItem, options: BuildVenueSendAssetOptions): VenueSendAssetTypedData {
  const signingChainId = checkSigningChainId(options.signingChainId)
  const profiles = profileList(options.profile)
  // The item's primary type picks the profile; a type of none of them is refused, naming them all.
  const sent: unknown = isRecord(item.data) ? item.data.eip712PrimaryType : undefined
  const profile = profiles.find((candidate) => candidate.venue.primaryType === sent) ?? profiles[0]
  const { domainName, primaryType, chainField } = profile.venue
  const fields = sendAssetFields(profile)
  // The parser's reading of the item, with what this flow expects in place of its looser readers.
  const { parameters } = parseVenueDepositData(item.data, signatureSite(), {
    action: shape({ type: literal('sendAsset'), parameters: shape({ [chainField]: readString, ...SEND_ASSET_PARAMETERS }) }),
    eip712PrimaryType: literal(...profiles.map((candidate) => candidate.venue.primaryType)),
    eip712Types: closed({ EIP712Domain: domainType, [primaryType]: typeFields(fields, 'exact') }),
  }).action
  // The whole action is posted: a parameter outside the type would be submitted unsigned.
  expectOnlyKeys('data.action.parameters', fields.map((f) => f.name), parameters)
  if (!/^[^:]+:0x[\da-fA-F]+$/.test(parameters.token))
    unexpected('data.action.parameters.token', '"<SYMBOL>:<token_id>"', parameters.token)

  return {
    domain: { name: domainName, version: '1', chainId: signingChainId, verifyingContract: zeroAddress },
    // viem's TypedData forbids keys spelled like Solidity types; a profile's primary type never is one.
    types: { [primaryType]: copyFields(fields) } as unknown as TypedData,
    primaryType,
    // The destination is hashed as a string, so it is kept exactly as sent (case included).
    message: { ...parameters, type: 'sendAsset', signatureChainId: numberToHex(signingChainId) } as VenueSendAssetAction,
  }
}

/**
 * The action to post to the venue's `/exchange`: exactly the message that was signed
 * (spec, step 4), as a fresh object so later changes cannot drift from the signature.
 */
export function venueActionFromTypedData(typedData: VenueSendAssetTypedData): VenueSendAssetAction {
  return { ...typedData.message }
}

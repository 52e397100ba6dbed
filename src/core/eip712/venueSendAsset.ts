import { numberToHex, zeroAddress, type Address, type Hex, type TypedDataParameter } from 'viem'
import type { VenueDepositItem } from '../types/quote'
import { checkSigningChainId, copyFields, EIP712_DOMAIN_TYPES } from './domain'
import {
  expectAddress,
  expectFields,
  expectLiteral,
  expectOnlyKeys,
  expectRecord,
  expectSafeUint,
  expectString,
  unexpected,
} from './expect'

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
  const data = expectRecord('data', item.data)
  const action = expectRecord('data.action', data.action)
  expectLiteral('data.action.type', 'sendAsset', action.type)
  expectLiteral('data.eip712PrimaryType', VENUE_SEND_ASSET_PRIMARY_TYPE, data.eip712PrimaryType)

  const types = expectRecord('data.eip712Types', data.eip712Types)
  expectOnlyKeys('data.eip712Types', [VENUE_SEND_ASSET_PRIMARY_TYPE, 'EIP712Domain'], types)
  // Tolerated only as the canonical type, which is what viem derives anyway.
  if (types.EIP712Domain !== undefined)
    expectFields('data.eip712Types.EIP712Domain', EIP712_DOMAIN_TYPES, types.EIP712Domain, 'exact')
  expectFields(
    `data.eip712Types.${VENUE_SEND_ASSET_PRIMARY_TYPE}`,
    VENUE_SEND_ASSET_FIELDS,
    types[VENUE_SEND_ASSET_PRIMARY_TYPE],
    'exact',
  )

  const parameters = expectRecord('data.action.parameters', action.parameters)
  // The whole action is posted: a parameter outside the type would be submitted unsigned.
  expectOnlyKeys('data.action.parameters', PARAMETER_KEYS, parameters)
  const venueChain = expectString('data.action.parameters.venueChain', parameters.venueChain)
  // Hashed as a string, so the destination is kept exactly as sent (case included).
  const destination = expectAddress('data.action.parameters.destination', parameters.destination)
  const token = expectString('data.action.parameters.token', parameters.token)
  if (!/^[^:]+:0x[0-9a-fA-F]+$/.test(token)) unexpected('data.action.parameters.token', '"<SYMBOL>:<token_id>"', token)
  const amount = expectString('data.action.parameters.amount', parameters.amount)
  if (!/^\d+(\.\d+)?$/.test(amount)) unexpected('data.action.parameters.amount', 'a decimal string', amount)
  const sourceDex = expectString('data.action.parameters.sourceDex', parameters.sourceDex)
  const destinationDex = expectString('data.action.parameters.destinationDex', parameters.destinationDex)
  const fromSubAccount = expectString('data.action.parameters.fromSubAccount', parameters.fromSubAccount)
  const nonce = expectSafeUint('data.action.parameters.nonce', parameters.nonce)
  if (expectSafeUint('data.nonce', data.nonce) !== nonce)
    unexpected('data.nonce', `equal to data.action.parameters.nonce (${nonce})`, data.nonce)

  return {
    domain: { name: VENUE_SIGN_DOMAIN_NAME, version: '1', chainId: signingChainId, verifyingContract: zeroAddress },
    types: { [VENUE_SEND_ASSET_PRIMARY_TYPE]: copyFields(VENUE_SEND_ASSET_FIELDS) },
    primaryType: VENUE_SEND_ASSET_PRIMARY_TYPE,
    message: {
      venueChain,
      destination,
      sourceDex,
      destinationDex,
      token,
      amount,
      fromSubAccount,
      nonce,
      type: 'sendAsset',
      signatureChainId: numberToHex(signingChainId),
    },
  }
}

/**
 * The action to post to the venue's `/exchange`: exactly the message that was signed
 * (spec, step 4), as a fresh object so later changes cannot drift from the signature.
 */
export function venueActionFromTypedData(typedData: VenueSendAssetTypedData): VenueSendAssetAction {
  return { ...typedData.message }
}

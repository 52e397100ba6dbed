import {
  concat,
  encodeAbiParameters,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  toHex,
  verifyTypedData,
  zeroAddress,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/request'
import { ARBITRUM, catchUnexpected, deepFreeze, otherAccount, userAccount, venueDepositItem } from '../test/eip712Fixtures'
import type { SendAssetParameters, VenueDepositItem } from '../types/quote'
import { LIVE_PROFILE, SPEC_PROFILE, type ProtocolProfile } from '../protocol/profile'
import { EIP712_DOMAIN_TYPES } from './domain'
import { buildVenueSendAssetTypedData, venueActionFromTypedData, type VenueSendAssetAction } from './venueSendAsset'

const keccakText = (text: string) => keccak256(toHex(text))
/** The parameters with fields the type cannot list: the network name, under the profile's field, and strays. */
const parametersOf = (item: VenueDepositItem) => item.data.action.parameters as SendAssetParameters & Record<string, unknown>

/**
 * The digest a venue computes from a submitted action, written out from EIP-712 by hand
 * (no viem typed-data code), so the test does not trust the code it checks.
 */
function venueDigest(action: VenueSendAssetAction, { venue }: ProtocolProfile = SPEC_PROFILE): Hex {
  const chainId = BigInt(action.signatureChainId)
  const domainSeparator = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [
        keccakText('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
        keccakText(venue.domainName),
        keccakText('1'),
        chainId,
        zeroAddress,
      ],
    ),
  )
  const strings = [
    String(action[venue.chainField]),
    action.destination,
    action.sourceDex,
    action.destinationDex,
    action.token,
    action.amount,
    action.fromSubAccount,
  ]
  const structHash = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, ...strings.map(() => ({ type: 'bytes32' })), { type: 'uint64' }],
      [
        keccakText(
          `${venue.primaryType}(string ${venue.chainField},string destination,string sourceDex,string destinationDex,string token,string amount,string fromSubAccount,uint64 nonce)`,
        ),
        ...strings.map(keccakText),
        BigInt(action.nonce),
      ],
    ),
  )
  return keccak256(concat(['0x1901', domainSeparator, structHash]))
}

describe('buildVenueSendAssetTypedData', () => {
  it('builds the typed data of the spec procedure', () => {
    const item = venueDepositItem()
    const typedData = buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM })
    expect(typedData).toEqual({
      domain: { name: 'VenueSignTransaction', version: '1', chainId: ARBITRUM, verifyingContract: zeroAddress },
      types: { 'VenueTransaction:SendAsset': item.data.eip712Types['VenueTransaction:SendAsset'] },
      primaryType: 'VenueTransaction:SendAsset',
      message: { ...item.data.action.parameters, type: 'sendAsset', signatureChainId: '0xa4b1' },
    })
  })

  it('puts exactly the parameters, type and signatureChainId into the message', () => {
    const item = venueDepositItem()
    const { message } = buildVenueSendAssetTypedData(item, { signingChainId: 1 })
    expect(Object.keys(message).sort()).toEqual(
      [...Object.keys(item.data.action.parameters), 'type', 'signatureChainId'].sort(),
    )
    expect(message.signatureChainId).toBe('0x1')
    expect(buildVenueSendAssetTypedData(item, { signingChainId: 0xabcdef }).message.signatureChainId).toBe('0xabcdef')
  })

  it('is signed by the wallet and verified over the action a venue receives', async () => {
    const typedData = buildVenueSendAssetTypedData(venueDepositItem(), { signingChainId: ARBITRUM })
    const definition: TypedDataDefinition = typedData
    const signature = await userAccount.signTypedData(definition)

    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
    expect(await verifyTypedData({ ...typedData, address: userAccount.address, signature })).toBe(true)
    expect(await verifyTypedData({ ...typedData, address: otherAccount.address, signature })).toBe(false)

    // What the venue rebuilds from the posted action alone equals what the wallet signed.
    const action = JSON.parse(JSON.stringify(venueActionFromTypedData(typedData))) as VenueSendAssetAction
    expect(hashTypedData(typedData)).toBe(venueDigest(action))
  })

  it('hashes only the typed fields: type and signatureChainId are carried, not hashed', () => {
    const typedData = buildVenueSendAssetTypedData(venueDepositItem(), { signingChainId: ARBITRUM })
    const { type, signatureChainId, ...typedFields } = typedData.message
    expect([type, signatureChainId]).toEqual(['sendAsset', '0xa4b1'])
    expect(hashTypedData({ ...typedData, message: typedFields })).toBe(hashTypedData(typedData))
    // The spec's explicit EIP712Domain type gives the same digest: viem derives that very type.
    const explicit = { ...typedData, types: { ...typedData.types, EIP712Domain: EIP712_DOMAIN_TYPES } } as unknown
    expect(hashTypedData(explicit as TypedDataDefinition)).toBe(hashTypedData(typedData))
    // The chain is in the domain: another signing chain gives another digest.
    const onMainnet = buildVenueSendAssetTypedData(venueDepositItem(), { signingChainId: 1 })
    expect(hashTypedData(onMainnet)).not.toBe(hashTypedData(typedData))
  })

  it('keeps the destination exactly as sent, since it is hashed as a string', () => {
    const item = venueDepositItem()
    item.data.action.parameters.destination = item.data.action.parameters.destination.toLowerCase()
    const typedData = buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM })
    expect(typedData.message.destination).toBe(item.data.action.parameters.destination)
  })

  it('accepts a canonical EIP712Domain already present in eip712Types', () => {
    const item = venueDepositItem()
    item.data.eip712Types.EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ]
    expect(buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM }).primaryType).toBe(
      'VenueTransaction:SendAsset',
    )
  })

  it('does not modify the item, and its result shares nothing with it', () => {
    const item = deepFreeze(venueDepositItem())
    const typedData = buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM })
    expect(item).toEqual(venueDepositItem())
    typedData.types['VenueTransaction:SendAsset']![0]!.name = 'changed'
    typedData.message.amount = '0'
    expect(item).toEqual(venueDepositItem())
  })

  it('refuses an invalid signingChainId as an argument error', () => {
    for (const signingChainId of [0, -5, 2.5, Number.POSITIVE_INFINITY, undefined as unknown as number])
      expect(() => buildVenueSendAssetTypedData(venueDepositItem(), { signingChainId })).toThrow(InvalidArgumentError)
  })

  it('signs with the live profile\'s names what the live venue verifies (hyperliquidChain, HyperliquidSignTransaction)', async () => {
    const typedData = buildVenueSendAssetTypedData(venueDepositItem({ profile: LIVE_PROFILE }), { signingChainId: ARBITRUM, profile: LIVE_PROFILE })
    expect(typedData.domain.name).toBe('HyperliquidSignTransaction')
    expect(typedData.primaryType).toBe('HyperliquidTransaction:SendAsset')
    expect(typedData.message.hyperliquidChain).toBe('Mainnet')
    expect(typedData.message).not.toHaveProperty('venueChain')
    const action = JSON.parse(JSON.stringify(venueActionFromTypedData(typedData))) as VenueSendAssetAction
    expect(hashTypedData(typedData)).toBe(venueDigest(action, LIVE_PROFILE))
    const signature = await userAccount.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
  })

  it.each([
    ['a live item under the spec profile', LIVE_PROFILE, SPEC_PROFILE],
    ['a spec item under the live profile', SPEC_PROFILE, LIVE_PROFILE],
  ])('refuses %s: its network-name field, then its type', (_, itemProfile, profile) => {
    const item = venueDepositItem({ profile: itemProfile })
    expect(catchUnexpected(() => buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM, profile })).field).toBe(`data.action.parameters.${profile.venue.chainField}`)
    // Even with the field renamed, the other profile's type is refused.
    const parameters = parametersOf(item)
    parameters[profile.venue.chainField] = parameters[itemProfile.venue.chainField]
    delete parameters[itemProfile.venue.chainField]
    const error = catchUnexpected(() => buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM, profile }))
    expect(error.field).toBe(`data.eip712Types.${profile.venue.primaryType}`)
  })

  it('refuses a live item whose network name sits under the spec\'s field, or under both', () => {
    const renamed = venueDepositItem({ profile: LIVE_PROFILE })
    const { hyperliquidChain, ...rest } = parametersOf(renamed)
    Object.assign(renamed.data.action, { parameters: { ...rest, venueChain: hyperliquidChain } })
    expect(catchUnexpected(() => buildVenueSendAssetTypedData(renamed, { signingChainId: 1, profile: LIVE_PROFILE })).field).toBe('data.action.parameters.hyperliquidChain')
    const both = venueDepositItem({ profile: LIVE_PROFILE })
    parametersOf(both).venueChain = 'Mainnet'
    expect(catchUnexpected(() => buildVenueSendAssetTypedData(both, { signingChainId: 1, profile: LIVE_PROFILE })).field).toBe('data.action.parameters.venueChain')
  })

  type Mutation = [field: string, mutate: (item: VenueDepositItem) => void]
  const parameters = parametersOf
  const sendAssetType = (i: VenueDepositItem) => i.data.eip712Types['VenueTransaction:SendAsset']!
  const mutations: Mutation[] = [
    ['data.action', (i) => void Object.assign(i.data, { action: null })],
    ['data.action.type', (i) => void Object.assign(i.data.action, { type: 'usdSend' })],
    ['data.eip712PrimaryType', (i) => void (i.data.eip712PrimaryType = 'VenueTransaction:UsdSend')],
    ['data.eip712Types', (i) => void Object.assign(i.data, { eip712Types: [] })],
    ['data.eip712Types.Permit', (i) => void (i.data.eip712Types.Permit = [{ name: 'value', type: 'uint256' }])],
    ['data.eip712Types.EIP712Domain', (i) => void (i.data.eip712Types.EIP712Domain = [{ name: 'name', type: 'string' }])],
    ['data.eip712Types.VenueTransaction:SendAsset', (i) => void delete i.data.eip712Types['VenueTransaction:SendAsset']],
    ['data.eip712Types.VenueTransaction:SendAsset', (i) => void sendAssetType(i).reverse()],
    ['data.eip712Types.VenueTransaction:SendAsset', (i) => void sendAssetType(i).pop()],
    ['data.eip712Types.VenueTransaction:SendAsset', (i) => void (sendAssetType(i)[7] = { name: 'nonce', type: 'uint256' })],
    ['data.eip712Types.VenueTransaction:SendAsset', (i) => void sendAssetType(i).push({ name: 'memo', type: 'string' })],
    ['data.action.parameters', (i) => void Object.assign(i.data.action, { parameters: 'x' })],
    ['data.action.parameters.memo', (i) => void (parameters(i).memo = 'unsigned')],
    ['data.action.parameters.type', (i) => void (parameters(i).type = 'sendAsset')],
    ['data.action.parameters.venueChain', (i) => void delete parameters(i).venueChain],
    ['data.action.parameters.destination', (i) => void (parameters(i).destination = 'not-an-address')],
    ['data.action.parameters.sourceDex', (i) => void Object.assign(parameters(i), { sourceDex: null })],
    ['data.action.parameters.destinationDex', (i) => void Object.assign(parameters(i), { destinationDex: 0 })],
    ['data.action.parameters.token', (i) => void (parameters(i).token = 'USDC')],
    ['data.action.parameters.amount', (i) => void (parameters(i).amount = '1e6')],
    ['data.action.parameters.amount', (i) => void Object.assign(parameters(i), { amount: 25.5 })],
    ['data.action.parameters.fromSubAccount', (i) => void Object.assign(parameters(i), { fromSubAccount: undefined })],
    ['data.action.parameters.nonce', (i) => void Object.assign(parameters(i), { nonce: String(parameters(i).nonce) })],
    ['data.action.parameters.nonce', (i) => void (parameters(i).nonce = 2 ** 64)],
    ['data.nonce', (i) => void (i.data.nonce += 1)],
    ['data.nonce', (i) => void Object.assign(i.data, { nonce: undefined })],
  ]

  it.each(mutations)('refuses before signing when %s is unexpected', (field, mutate) => {
    const item = venueDepositItem()
    mutate(item)
    const error = catchUnexpected(() => buildVenueSendAssetTypedData(item, { signingChainId: ARBITRUM }))
    expect(error.code).toBe('UNEXPECTED_SIGNATURE_REQUEST')
    expect(error.field).toBe(field)
  })
})

describe('venueActionFromTypedData', () => {
  it('returns exactly the signed message, as a fresh JSON-safe object', () => {
    const typedData = buildVenueSendAssetTypedData(venueDepositItem(), { signingChainId: ARBITRUM })
    const action = venueActionFromTypedData(typedData)
    expect(action).toEqual(typedData.message)
    expect(action).not.toBe(typedData.message)
    expect(JSON.parse(JSON.stringify(action))).toEqual(typedData.message)
    action.amount = '0'
    expect(typedData.message.amount).toBe('25.500000')
  })
})

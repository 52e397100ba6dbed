import {
  hashTypedData,
  recoverTypedDataAddress,
  verifyTypedData,
  zeroAddress,
  type TypedDataDefinition,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/request'
import {
  ARBITRUM,
  authorizeItem,
  catchUnexpected,
  deepFreeze,
  otherAccount,
  requestId,
  transferNonce,
  userAccount,
} from '../test/eip712Fixtures'
import type { SignatureItem } from '../types/quote'
import { LIVE_PROFILE, SPEC_PROFILE } from '../protocol/profile'
import { EIP712_DOMAIN_TYPES } from './domain'
import { buildNonceMappingTypedData } from './nonceMapping'

/** What the service itself would hash: its `sign` payload exactly as sent. */
function serviceDigest(item: SignatureItem, chainId = item.data.sign.domain.chainId) {
  const { domain, types, primaryType, value } = item.data.sign
  // The wire types are plain JSON records, which viem's literal typing cannot follow.
  const definition = { domain: { ...domain, chainId }, types, primaryType, message: value } as unknown
  return hashTypedData(definition as TypedDataDefinition)
}

describe('buildNonceMappingTypedData', () => {
  it('builds the typed data viem signs, and the wallet is recovered from the signature', async () => {
    const item = authorizeItem()
    const { typedData, postBody } = buildNonceMappingTypedData(item)

    expect(typedData).toEqual({
      domain: { name: 'ServiceNonceMapping', version: '1', chainId: 1337, verifyingContract: zeroAddress },
      types: { NonceMapping: item.data.sign.types.NonceMapping },
      primaryType: 'NonceMapping',
      message: { chainId: 'venue', wallet: userAccount.address, id: requestId, nonce: BigInt(transferNonce) },
    })
    expect(postBody).toEqual(item.data.post.body)

    // The public type fits where wallets take viem's typed data.
    const definition: TypedDataDefinition = typedData
    const signature = await userAccount.signTypedData(definition)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
    expect(await verifyTypedData({ ...typedData, address: userAccount.address, signature })).toBe(true)
    expect(await verifyTypedData({ ...typedData, address: otherAccount.address, signature })).toBe(false)
    // Same digest as the service's own payload: nothing was changed on the way.
    expect(hashTypedData(typedData)).toBe(serviceDigest(item))
    // Same digest as with the spec's explicit EIP712Domain type, which viem derives.
    const explicit = { ...typedData, types: { ...typedData.types, EIP712Domain: EIP712_DOMAIN_TYPES } } as unknown
    expect(hashTypedData(explicit as TypedDataDefinition)).toBe(hashTypedData(typedData))
  })

  it('moves both the domain and signatureChainId to the signing chain', async () => {
    const item = authorizeItem()
    const { typedData, postBody } = buildNonceMappingTypedData(item, { signingChainId: ARBITRUM })

    expect(typedData.domain.chainId).toBe(ARBITRUM)
    expect(postBody).toEqual({ ...item.data.post.body, signatureChainId: ARBITRUM })
    expect(hashTypedData(typedData)).toBe(serviceDigest(item, ARBITRUM))
    expect(hashTypedData(typedData)).not.toBe(serviceDigest(item))

    const signature = await userAccount.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
  })

  it('leaves both chain fields as sent when the signing chain is the domain chain', () => {
    const item = authorizeItem()
    const { typedData, postBody } = buildNonceMappingTypedData(item, { signingChainId: 1337 })
    expect(typedData.domain.chainId).toBe(1337)
    expect(postBody.signatureChainId).toBe(1337)
  })

  it('fills signatureChainId from the domain when the body has none', () => {
    const item = authorizeItem()
    delete (item.data.post.body as Partial<typeof item.data.post.body>).signatureChainId
    expect(buildNonceMappingTypedData(item).postBody.signatureChainId).toBe(1337)
    expect(buildNonceMappingTypedData(item, { signingChainId: ARBITRUM }).postBody.signatureChainId).toBe(ARBITRUM)
  })

  it('keeps NonceMapping fields in the order the service sent, so its digest still matches', async () => {
    const item = authorizeItem()
    item.data.sign.types.NonceMapping = [...item.data.sign.types.NonceMapping!].reverse()
    const { typedData } = buildNonceMappingTypedData(item)
    expect(typedData.types.NonceMapping.map((f) => f.name)).toEqual(['nonce', 'id', 'wallet', 'chainId'])
    expect(hashTypedData(typedData)).toBe(serviceDigest(item))
    const signature = await userAccount.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
  })

  it('accepts an explicit canonical EIP712Domain type, a decimal-string nonce and a lowercase body wallet', () => {
    const item = authorizeItem()
    item.data.sign.types.EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ]
    item.data.sign.value.nonce = String(transferNonce)
    item.data.post.body.wallet = userAccount.address.toLowerCase() as typeof userAccount.address
    const { typedData, postBody } = buildNonceMappingTypedData(item)
    expect(typedData.message.nonce).toBe(BigInt(transferNonce))
    expect(postBody.wallet).toBe(userAccount.address.toLowerCase())
  })

  it('does not modify the item, and its results share nothing with it', () => {
    const item = deepFreeze(authorizeItem())
    const { typedData, postBody } = buildNonceMappingTypedData(item, { signingChainId: ARBITRUM })
    expect(item).toEqual(authorizeItem())

    typedData.types.NonceMapping[0]!.name = 'changed'
    postBody.nonce = 1
    expect(item).toEqual(authorizeItem())
  })

  it('refuses an invalid signingChainId as an argument error', () => {
    for (const signingChainId of [0, -1, 1.5, Number.NaN])
      expect(() => buildNonceMappingTypedData(authorizeItem(), { signingChainId })).toThrow(InvalidArgumentError)
  })

  type Mutation = [field: string, mutate: (item: SignatureItem) => void]
  const mutations: Mutation[] = [
    ['data.sign', (i) => void Object.assign(i.data, { sign: null })],
    ['data.post', (i) => void Object.assign(i.data, { post: 'x' })],
    ['data.sign.signatureKind', (i) => void Object.assign(i.data.sign, { signatureKind: 'eth_sign' })],
    ['data.sign.domain', (i) => void Object.assign(i.data.sign, { domain: [] })],
    ['data.sign.domain.name', (i) => void (i.data.sign.domain.name = 'Permit2')],
    ['data.sign.domain.version', (i) => void (i.data.sign.domain.version = '2')],
    ['data.sign.domain.chainId', (i) => void Object.assign(i.data.sign.domain, { chainId: '1337' })],
    ['data.sign.domain.verifyingContract', (i) => void (i.data.sign.domain.verifyingContract = userAccount.address)],
    ['data.sign.domain.salt', (i) => void Object.assign(i.data.sign.domain, { salt: `0x${'00'.repeat(32)}` })],
    ['data.sign.primaryType', (i) => void (i.data.sign.primaryType = 'Permit')],
    ['data.sign.types.Permit', (i) => void (i.data.sign.types.Permit = [{ name: 'value', type: 'uint256' }])],
    ['data.sign.types.NonceMapping', (i) => void delete i.data.sign.types.NonceMapping],
    ['data.sign.types.NonceMapping', (i) => void i.data.sign.types.NonceMapping!.pop()],
    ['data.sign.types.NonceMapping', (i) => void i.data.sign.types.NonceMapping!.push({ name: 'extra', type: 'string' })],
    ['data.sign.types.NonceMapping', (i) => void (i.data.sign.types.NonceMapping![3] = { name: 'nonce', type: 'uint64' })],
    ['data.sign.types.NonceMapping', (i) => void (i.data.sign.types.NonceMapping![1] = { name: 'chainId', type: 'string' })],
    ['data.sign.types.EIP712Domain', (i) => void (i.data.sign.types.EIP712Domain = [{ name: 'name', type: 'string' }])],
    ['data.sign.value', (i) => void Object.assign(i.data.sign, { value: undefined })],
    ['data.sign.value.chainId', (i) => void (i.data.sign.value.chainId = 1337)],
    ['data.sign.value.wallet', (i) => void (i.data.sign.value.wallet = '0xnot-an-address')],
    ['data.sign.value.wallet', (i) => void (i.data.sign.value.wallet = userAccount.address.replace('f39F', 'F39f'))],
    ['data.sign.value.id', (i) => void (i.data.sign.value.id = '0x1234')],
    ['data.sign.value.nonce', (i) => void (i.data.sign.value.nonce = -1)],
    ['data.sign.value.nonce', (i) => void (i.data.sign.value.nonce = 2 ** 60)],
    ['data.post.method', (i) => void (i.data.post.method = 'GET')],
    ['data.post.body', (i) => void Object.assign(i.data.post, { body: 'x' })],
    ['data.post.body.type', (i) => void Object.assign(i.data.post.body, { type: 'permit' })],
    ['data.post.body.nonce', (i) => void (i.data.post.body.nonce = transferNonce + 1)],
    ['data.post.body.id', (i) => void (i.data.post.body.id = `0x${'ab'.repeat(32)}`)],
    ['data.post.body.wallet', (i) => void (i.data.post.body.wallet = otherAccount.address)],
    ['data.post.body.signatureChainId', (i) => void (i.data.post.body.signatureChainId = ARBITRUM)],
    ['data.post.body.signatureChainId', (i) => void Object.assign(i.data.post.body, { signatureChainId: 'arb' })],
  ]

  it.each(mutations)('refuses before signing when %s is unexpected', (field, mutate) => {
    const item = authorizeItem()
    mutate(item)
    const error = catchUnexpected(() => buildNonceMappingTypedData(item, { signingChainId: ARBITRUM }))
    expect(error.code).toBe('UNEXPECTED_SIGNATURE_REQUEST')
    expect(error.field).toBe(field)
    expect(error.expected).not.toBe('')
  })

  it('names what it expected and what it received', () => {
    const item = authorizeItem()
    item.data.sign.domain.name = 'Permit2'
    const error = catchUnexpected(() => buildNonceMappingTypedData(item))
    expect(error.expected).toBe('"ServiceNonceMapping"')
    expect(error.received).toBe('Permit2')
  })

  describe('profiles and versions', () => {
    const live = { profile: LIVE_PROFILE }

    it('builds version 2 of the live profile with depositor, hashing as the service does, recovered to the wallet', async () => {
      const item = authorizeItem({ profile: LIVE_PROFILE, version: '2' })
      const { typedData, postBody } = buildNonceMappingTypedData(item, live)
      expect(typedData.domain).toEqual({ name: 'RelayNonceMapping', version: '2', chainId: 1337, verifyingContract: zeroAddress })
      expect(typedData.types.NonceMapping.map((f) => f.name)).toEqual(['chainId', 'wallet', 'depositor', 'id', 'nonce'])
      expect(typedData.message.depositor).toBe(userAccount.address)
      expect(postBody.depositor).toBe(userAccount.address)
      expect(hashTypedData(typedData)).toBe(serviceDigest(item))
      const signature = await userAccount.signTypedData(typedData)
      expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(userAccount.address)
    })

    it('still accepts the older version 1 of the live profile, without depositor', () => {
      const item = authorizeItem({ profile: LIVE_PROFILE })
      const { typedData, postBody } = buildNonceMappingTypedData(item, live)
      expect(typedData.domain.version).toBe('1')
      expect(typedData.message).not.toHaveProperty('depositor')
      expect(postBody).not.toHaveProperty('depositor')
      expect(hashTypedData(typedData)).toBe(serviceDigest(item))
    })

    it.each([
      ['the live domain under the spec profile', authorizeItem({ profile: LIVE_PROFILE }), SPEC_PROFILE, 'data.sign.domain.name', '"ServiceNonceMapping"'],
      ['the spec domain under the live profile', authorizeItem(), LIVE_PROFILE, 'data.sign.domain.name', '"RelayNonceMapping"'],
      ['version 2 under the spec profile, which accepts only 1', authorizeItem({ version: '2' }), SPEC_PROFILE, 'data.sign.domain.version', '"1"'],
    ])('refuses %s', (_, item, profile, field, expected) => {
      const error = catchUnexpected(() => buildNonceMappingTypedData(item, { profile }))
      expect(error.field).toBe(field)
      expect(error.expected).toBe(expected)
    })

    const v2 = () => authorizeItem({ profile: LIVE_PROFILE, version: '2' })
    const v2Mutations: Mutation[] = [
      ['data.post.body.depositor', (i) => void (i.data.post.body.depositor = otherAccount.address)],
      ['data.post.body.depositor', (i) => void delete i.data.post.body.depositor],
      ['data.sign.value.depositor', (i) => void delete i.data.sign.value.depositor],
      ['data.sign.value.depositor', (i) => void (i.data.sign.value.depositor = 'not-an-address')],
      ['data.sign.types.NonceMapping', (i) => void i.data.sign.types.NonceMapping!.splice(2, 1)],
      ['data.sign.types.NonceMapping', (i) => void (i.data.sign.types.NonceMapping![2] = { name: 'depositor', type: 'bytes32' })],
    ]
    it.each(v2Mutations)('refuses version 2 before signing when %s is unexpected', (field, mutate) => {
      const item = v2()
      mutate(item)
      expect(catchUnexpected(() => buildNonceMappingTypedData(item, live)).field).toBe(field)
    })

    it('refuses version 1 with a depositor it does not sign, in the body or in the type', () => {
      const inBody = authorizeItem({ profile: LIVE_PROFILE })
      inBody.data.post.body.depositor = userAccount.address
      expect(catchUnexpected(() => buildNonceMappingTypedData(inBody, live)).field).toBe('data.post.body.depositor')
      const inType = v2()
      inType.data.sign.domain.version = '1'
      expect(catchUnexpected(() => buildNonceMappingTypedData(inType, live)).field).toBe('data.sign.types.NonceMapping')
    })
  })
})

import { getTypesForEIP712Domain, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/request'
import { checkSigningChainId, copyFields, EIP712_DOMAIN_TYPES } from './domain'

describe('EIP712_DOMAIN_TYPES', () => {
  it('is the domain type viem derives for a name, version, chainId, verifyingContract domain', () => {
    const derived = getTypesForEIP712Domain({
      domain: { name: 'VenueSignTransaction', version: '1', chainId: 1, verifyingContract: zeroAddress },
    })
    expect(copyFields(EIP712_DOMAIN_TYPES)).toEqual(derived)
  })

  it('is copied, not shared', () => {
    const copy = copyFields(EIP712_DOMAIN_TYPES)
    copy[0]!.name = 'changed'
    expect(EIP712_DOMAIN_TYPES[0].name).toBe('name')
  })
})

describe('checkSigningChainId', () => {
  it('accepts a positive integer', () => {
    expect(checkSigningChainId(42161)).toBe(42161)
  })

  it.each([0, -1, 1.5, Number.NaN, '1', undefined])('refuses %s as an argument error', (value) => {
    expect(() => checkSigningChainId(value)).toThrow(InvalidArgumentError)
  })
})

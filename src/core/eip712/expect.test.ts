import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { UnexpectedSignatureRequestError } from '../errors/signature'
import { expectFields, expectOnlyKeys, expectUint, expectZeroAddress } from './expect'

const expected = [
  { name: 'a', type: 'string' },
  { name: 'b', type: 'uint256' },
] as const

describe('expectFields', () => {
  it('returns fresh copies in the order received', () => {
    const received = [
      { name: 'b', type: 'uint256' },
      { name: 'a', type: 'string' },
    ]
    const fields = expectFields('t', expected, received, 'any')
    expect(fields).toEqual(received)
    expect(fields[0]).not.toBe(received[0])
  })

  it('requires the exact order when asked to', () => {
    expect(() => expectFields('t', expected, [...expected].reverse(), 'exact')).toThrow(UnexpectedSignatureRequestError)
    expect(expectFields('t', expected, expected, 'exact')).toEqual(expected)
  })

  it.each([
    ['not an array', { a: 'string' }],
    ['a missing field', [expected[0]]],
    ['a duplicated field', [expected[0], expected[0]]],
    ['another type', [expected[0], { name: 'b', type: 'uint64' }]],
    ['a malformed entry', [expected[0], 'b uint256']],
  ])('refuses %s, naming the field and the expected list', (_, received) => {
    const error = (() => {
      try {
        expectFields('data.types.T', expected, received, 'any')
      } catch (e) {
        return e as UnexpectedSignatureRequestError
      }
    })()
    expect(error).toBeInstanceOf(UnexpectedSignatureRequestError)
    expect(error?.field).toBe('data.types.T')
    expect(error?.expected).toBe('in any order, [a string, b uint256]')
  })
})

describe('expectUint', () => {
  it('reads safe numbers, decimal strings and bigints', () => {
    expect(expectUint('n', 7)).toBe(7n)
    expect(expectUint('n', '18446744073709551615')).toBe(18446744073709551615n)
    expect(expectUint('n', 0n)).toBe(0n)
  })

  it.each([-1, 1.5, 2 ** 53, '0x10', '', -1n, null])('refuses %s', (value) => {
    expect(() => expectUint('n', value)).toThrow(UnexpectedSignatureRequestError)
  })
})

describe('expectZeroAddress', () => {
  it('accepts the zero address in any case and refuses others', () => {
    expect(expectZeroAddress('v', zeroAddress.toUpperCase().replace('0X', '0x'))).toBe(zeroAddress)
    expect(() => expectZeroAddress('v', '0x0000000000000000000000000000000000000001')).toThrow(
      UnexpectedSignatureRequestError,
    )
    expect(() => expectZeroAddress('v', 0)).toThrow(UnexpectedSignatureRequestError)
  })
})

describe('expectOnlyKeys', () => {
  it('names the first key that is not allowed', () => {
    expect(() => expectOnlyKeys('d', ['a'], { a: 1, salt: '0x' })).toThrow(/d\.salt must be absent/)
  })
})

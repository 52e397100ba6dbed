import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/request'
import { describeValue } from '../utils/describeValue'
import { MAX_BPS, UINT256_MAX, address, expected, fieldReader, passUnknownFields, uint, when } from './formats'

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('describeValue', () => {
  it('quotes strings and names other types', () => {
    expect(describeValue('1.5')).toBe('"1.5"')
    expect(describeValue(1.5)).toBe('number 1.5')
    expect(describeValue(10n)).toBe('bigint 10')
    expect(describeValue(null)).toBe('null')
    expect(describeValue([])).toBe('array')
    expect(describeValue({})).toBe('object')
  })

  it('shortens long strings', () => {
    expect(describeValue('a'.repeat(200)).length).toBeLessThan(90)
  })
})

describe('expected', () => {
  it('says what the value must be and what it was', () => {
    expect(expected('a boolean', 'yes')).toBe('must be a boolean; got "yes"')
  })
})

describe('uint', () => {
  it('accepts integer strings up to 2^256 - 1, in canonical form', () => {
    expect(uint()('0')).toBe('0')
    expect(uint()('1000000')).toBe('1000000')
    expect(uint()('007')).toBe('7')
    expect(uint()(UINT256_MAX.toString())).toBe(UINT256_MAX.toString())
  })

  it('rejects 2^256', () => {
    expect(uint()((UINT256_MAX + 1n).toString())).toBeUndefined()
  })

  it.each(['1.5', '1e18', '-1', '+1', ' 1', '1 ', '0x10', '', '1_000', '١', 1000, 10n])('rejects %s', (value) => {
    expect(uint()(value)).toBeUndefined()
  })

  it('accepts basis points from 0 to 10000 with max 10000', () => {
    expect(uint(MAX_BPS)('0')).toBe('0')
    expect(uint(MAX_BPS)('10000')).toBe('10000')
    expect(uint(MAX_BPS)('10001')).toBeUndefined()
    expect(uint(MAX_BPS)('0.5')).toBeUndefined()
  })
})

describe('address', () => {
  it('checksums a lowercase address and rejects a bad checksum', () => {
    expect(address(ADDRESS.toLowerCase())).toBe(ADDRESS)
    expect(address(ADDRESS.replace('dA6', 'Da6'))).toBeUndefined()
    expect(address(ADDRESS.slice(0, 40))).toBeUndefined()
  })
})

describe('passUnknownFields', () => {
  it('copies each unknown key unchanged after what is there, never a known one, and skips undefined values', () => {
    const out: Record<string, unknown> = { amount: '1' }
    const nested = { a: [1] }
    passUnknownFields({ amount: '01', useDepositAddress: true, nested, gone: undefined }, ['amount', 'recipient'], out)
    expect(out).toEqual({ amount: '1', useDepositAddress: true, nested })
    expect(Object.keys(out)).toEqual(['amount', 'useDepositAddress', 'nested'])
  })
})

describe('fieldReader', () => {
  const isString = when((value: unknown): value is string => typeof value === 'string')

  it('returns and stores the parsed value of a field that passes', () => {
    const issues: ValidationIssue[] = []
    const out: Record<string, unknown> = {}
    expect(fieldReader({ a: 'x', b: '05' }, 'p.', issues, out)('a', isString, 'a string', true)).toBe('x')
    expect(fieldReader({ a: 'x', b: '05' }, 'p.', issues, out)('b', uint(), 'an integer', true)).toBe('5')
    expect(out).toEqual({ a: 'x', b: '5' })
    expect(issues).toEqual([])
  })

  it('reports a missing required field, and null as missing', () => {
    const issues: ValidationIssue[] = []
    const read = fieldReader({ b: null }, 'p.', issues)
    expect(read('a', isString, 'a string', true)).toBeUndefined()
    expect(read('b', isString, 'a string', true)).toBeUndefined()
    expect(issues).toEqual([
      { path: 'p.a', message: 'is required' },
      { path: 'p.b', message: 'is required' },
    ])
  })

  it('skips an absent optional field and reports a malformed one', () => {
    const issues: ValidationIssue[] = []
    const out: Record<string, unknown> = {}
    const read = fieldReader({ b: 1 }, '', issues, out)
    expect(read('a', isString, 'a string')).toBeUndefined()
    expect(read('b', isString, 'a string')).toBeUndefined()
    expect(issues).toEqual([{ path: 'b', message: 'must be a string; got number 1' }])
    expect(out).toEqual({})
  })
})

import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/request'
import { UINT256_MAX, describeValue, expected, fieldReader, isBps, isUint, unknownFieldIssues } from './formats'

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

describe('isUint', () => {
  it('accepts integer strings up to 2^256 - 1', () => {
    expect(isUint('0')).toBe(true)
    expect(isUint('1000000')).toBe(true)
    expect(isUint(UINT256_MAX.toString())).toBe(true)
  })

  it('rejects 2^256', () => {
    expect(isUint((UINT256_MAX + 1n).toString())).toBe(false)
  })

  it.each(['1.5', '1e18', '-1', '+1', ' 1', '1 ', '0x10', '', '1_000', '١', 1000, 10n])('rejects %s', (value) => {
    expect(isUint(value)).toBe(false)
  })
})

describe('isBps', () => {
  it('accepts 0 to 10000', () => {
    expect(isBps('0')).toBe(true)
    expect(isBps('10000')).toBe(true)
  })

  it('rejects more than 10000 basis points and a percentage with decimals', () => {
    expect(isBps('10001')).toBe(false)
    expect(isBps('0.5')).toBe(false)
  })
})

describe('unknownFieldIssues', () => {
  it('reports each unknown key with its path and the known names, and skips undefined values', () => {
    const known = ['slippageTolerance', 'recipient', 'amount']
    expect(unknownFieldIssues({ amount: '1', slipageTolerance: '5', gone: undefined }, known, 'x.')).toEqual([
      { path: 'x.slipageTolerance', message: 'is not a known field (slippageTolerance, recipient, amount)' },
    ])
  })
})

describe('fieldReader', () => {
  const isString = (value: unknown): value is string => typeof value === 'string'

  it('returns a value that passes the check', () => {
    const issues: ValidationIssue[] = []
    expect(fieldReader({ a: 'x' }, 'p.', issues)('a', isString, 'a string', true)).toBe('x')
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
    const read = fieldReader({ b: 1 }, '', issues)
    expect(read('a', isString, 'a string')).toBeUndefined()
    expect(read('b', isString, 'a string')).toBeUndefined()
    expect(issues).toEqual([{ path: 'b', message: 'must be a string; got number 1' }])
  })
})

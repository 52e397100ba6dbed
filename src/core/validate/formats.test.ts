import { describe, expect, it } from 'vitest'
import {
  UINT256_MAX,
  checkAddress,
  checkChainId,
  checkHexData,
  describeValue,
  parseBps,
  parseUintString,
  suggestName,
  unknownFieldIssues,
} from './formats'

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('describeValue', () => {
  it('quotes strings and names other types', () => {
    expect(describeValue('1.5')).toBe('"1.5"')
    expect(describeValue(1.5)).toBe('number 1.5')
    expect(describeValue(10n)).toBe('bigint 10n')
    expect(describeValue(null)).toBe('null')
    expect(describeValue([])).toBe('an array')
    expect(describeValue({})).toBe('a value of type object')
  })

  it('shortens long strings', () => {
    expect(describeValue('a'.repeat(200)).length).toBeLessThan(90)
  })
})

describe('checkAddress', () => {
  it('accepts a checksummed and an all-lowercase address', () => {
    expect(checkAddress(ADDRESS)).toBeUndefined()
    expect(checkAddress(ADDRESS.toLowerCase())).toBeUndefined()
  })

  it('rejects a mixed-case address with a bad checksum', () => {
    expect(checkAddress(ADDRESS.replace('dA6', 'Da6'))).toMatch(/checksum/)
  })

  it('rejects wrong lengths, missing 0x and non-strings', () => {
    expect(checkAddress(ADDRESS.slice(0, 40))).toMatch(/40 hex characters/)
    expect(checkAddress(ADDRESS.slice(2))).toMatch(/40 hex characters/)
    expect(checkAddress(123)).toMatch(/got number 123/)
  })
})

describe('checkChainId', () => {
  it('accepts a positive safe integer', () => {
    expect(checkChainId(1)).toBeUndefined()
    expect(checkChainId(1337)).toBeUndefined()
  })

  it('rejects a numeric string and tells to pass a number', () => {
    expect(checkChainId('1')).toBe('must be a number, not a string: pass 1 instead of "1"')
  })

  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, true])('rejects %s', (value) => {
    expect(checkChainId(value)).toMatch(/positive integer chain id/)
  })
})

describe('parseUintString', () => {
  const unit = 'in the smallest unit'

  it('parses canonical integer strings to bigint', () => {
    expect(parseUintString('0', { unit })).toEqual({ ok: true, value: 0n })
    expect(parseUintString('1000000', { unit })).toEqual({ ok: true, value: 1_000_000n })
  })

  it('accepts 2^256 - 1 and rejects 2^256', () => {
    expect(parseUintString(UINT256_MAX.toString(), { unit })).toEqual({ ok: true, value: UINT256_MAX })
    const over = parseUintString((UINT256_MAX + 1n).toString(), { unit })
    expect(over.ok).toBe(false)
    expect(!over.ok && over.message).toMatch(/exceeds the maximum of a uint256/)
  })

  it('rejects leading zeros and shows the canonical form', () => {
    const result = parseUintString('007', { unit })
    expect(!result.ok && result.message).toBe('must not have leading zeros: pass "7"; got "007"')
  })

  it.each(['1.5', '1e18', '-1', '+1', ' 1', '1 ', '0x10', '', '1_000', '١'])('rejects %j', (value) => {
    const result = parseUintString(value, { unit })
    expect(result.ok).toBe(false)
  })

  it('rejects a number and tells to pass a string', () => {
    const result = parseUintString(1000, { unit })
    expect(!result.ok && result.message).toBe('must be a string, not a number: pass "1000"')
  })

  it('rejects an unsafe number without suggesting a lossy string', () => {
    const result = parseUintString(1e30, { unit })
    expect(!result.ok && result.message).toMatch(/must be an integer string/)
  })
})

describe('parseBps', () => {
  it('accepts 0 to 10000', () => {
    expect(parseBps('0')).toEqual({ ok: true, value: 0n })
    expect(parseBps('10000')).toEqual({ ok: true, value: 10_000n })
  })

  it('rejects more than 10000 basis points', () => {
    const result = parseBps('10001')
    expect(!result.ok && result.message).toMatch(/10000 basis points/)
  })

  it('rejects a percentage with decimals', () => {
    expect(parseBps('0.5').ok).toBe(false)
  })
})

describe('checkHexData', () => {
  it('accepts empty call data and whole bytes', () => {
    expect(checkHexData('0x')).toBeUndefined()
    expect(checkHexData('0xABcd')).toBeUndefined()
  })

  it('rejects odd length, missing prefix and non-hex', () => {
    expect(checkHexData('0xabc')).toMatch(/even number/)
    expect(checkHexData('abcd')).toMatch(/0x-prefixed/)
    expect(checkHexData('0xzz')).toMatch(/only hex/)
    expect(checkHexData(undefined)).toMatch(/0x-prefixed/)
  })
})

describe('suggestName and unknownFieldIssues', () => {
  const known = ['slippageTolerance', 'recipient', 'amount']

  it('suggests the nearest known name for a typo or a case slip', () => {
    expect(suggestName('slipageTolerance', known)).toBe('slippageTolerance')
    expect(suggestName('Recipient', known)).toBe('recipient')
    expect(suggestName('colour', known)).toBeUndefined()
  })

  it('reports each unknown key with its path and skips undefined values', () => {
    expect(unknownFieldIssues({ record: { amount: '1', slipageTolerance: '5', extra: 1, gone: undefined }, known, prefix: 'x.' })).toEqual([
      { path: 'x.slipageTolerance', message: 'unknown field; did you mean "slippageTolerance"?' },
      { path: 'x.extra', message: 'unknown field; the known fields are slippageTolerance, recipient, amount' },
    ])
  })
})

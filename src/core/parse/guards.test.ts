import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import { at, readAddress, readChainId, readHex, readIntegerString, readPath, readSafeInteger, type Site } from './guards'

const site: Site = { resource: 'test body', path: 'a' }

describe('field readers', () => {
  it('builds dotted paths from the root', () => {
    expect(at({ resource: 'r', path: '' }, 'steps').path).toBe('steps')
    expect(at(at(site, 0), 'data').path).toBe('a.0.data')
  })

  it('normalizes integer strings to decimal', () => {
    expect(readIntegerString('0x0', site)).toBe('0')
    expect(readIntegerString('0xDE0B6B3A7640000', site)).toBe('1000000000000000000')
    expect(readIntegerString('007', site)).toBe('7')
    expect(() => readIntegerString('1e18', site)).toThrow(MalformedResponseError)
    expect(() => readIntegerString('', site)).toThrow(MalformedResponseError)
    expect(() => readIntegerString(5, site)).toThrow(MalformedResponseError)
  })

  it('reads chain ids as positive safe integers from numbers, decimal and hex strings', () => {
    expect(readChainId(8453, site)).toBe(8453)
    expect(readChainId('0x2105', site)).toBe(8453)
    expect(readChainId('42161', site)).toBe(42161)
    for (const bad of [0, -1, 1.5, '08453', ' 1', '0x', 2 ** 53, '9007199254740993', null]) {
      expect(() => readChainId(bad, site), String(bad)).toThrow(MalformedResponseError)
    }
  })

  it('reads safe integers only', () => {
    expect(readSafeInteger(2 ** 53 - 1, site)).toBe(2 ** 53 - 1)
    expect(() => readSafeInteger(2 ** 53, site)).toThrow('must be a safe integer')
    expect(() => readSafeInteger(-1, site)).toThrow('must be at least 0')
    expect(() => readSafeInteger('1', site)).toThrow('must be a number, got string')
  })

  it('reads hex of whole bytes, optionally of a given size', () => {
    expect(readHex('0x', site)).toBe('0x')
    expect(() => readHex('0xabc', site)).toThrow(MalformedResponseError)
    expect(() => readHex('abcd', site)).toThrow(MalformedResponseError)
    expect(() => readHex('0xabcd', site, { bytes: 32 })).toThrow('must be 32 bytes of hex, got 2')
  })

  it('accepts lowercase addresses and valid checksums only', () => {
    expect(readAddress('0xcb61ad33d3763aed2bc16c0f57ff251ac638d3d0', site)).toBe('0xcb61ad33d3763aed2bc16c0f57ff251ac638d3d0')
    expect(() => readAddress('0xCB61aD33D3763aEd2BC16C0F57Ff251aC638D3d0', site)).toThrow(MalformedResponseError)
  })

  it('accepts only same-origin paths', () => {
    expect(readPath('/intents/status?requestId=0x1', site)).toBe('/intents/status?requestId=0x1')
    for (const bad of ['intents/status', '//evil.example/x', 'https://evil.example/x']) {
      expect(() => readPath(bad, site), bad).toThrow(MalformedResponseError)
    }
  })

  it('reports a missing field as missing', () => {
    expect(() => readHex(undefined, site)).toThrow('Malformed test body: a is missing')
  })
})

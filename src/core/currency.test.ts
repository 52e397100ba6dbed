import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_EVM_CHAIN_ID, VENUE_PERPS_USDC } from './constants'
import { isCurrencyId, isCurrencySymbol, isNativeCurrency, normalizeCurrencyId, venueDexCurrency } from './currency'
import { InvalidArgumentError } from './errors/request'

const SPOT_TOKEN_ID = '0x6d1e7cde53ba9467b783cb7c530ce054'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('venueDexCurrency', () => {
  it('appends the lowercase hex of the UTF-8 DEX name to a 16-byte spot id', () => {
    expect(venueDexCurrency(SPOT_TOKEN_ID, 'xyz')).toBe(`${SPOT_TOKEN_ID}78797a`)
  })

  it('accepts a 20-byte spot address and lowercases it', () => {
    expect(venueDexCurrency(USDC, 'AB')).toBe(`${USDC.toLowerCase()}4142`)
  })

  it('encodes non-ASCII DEX names as UTF-8', () => {
    expect(venueDexCurrency(SPOT_TOKEN_ID, 'é')).toBe(`${SPOT_TOKEN_ID}c3a9`)
  })

  it('produces an id that isCurrencyId accepts on the venue chain', () => {
    expect(isCurrencyId(venueDexCurrency(SPOT_TOKEN_ID, 'test'), VENUE_CHAIN_ID)).toBe(true)
  })

  it.each([
    ['no 0x prefix', SPOT_TOKEN_ID.slice(2)],
    ['a 15-byte id', '0x' + 'ab'.repeat(15)],
    ['an 18-byte id', '0x' + 'ab'.repeat(18)],
    ['non-hex characters', '0x' + 'zz'.repeat(16)],
    ['an empty string', ''],
  ])('rejects a spot address with %s', (_, spot) => {
    expect(() => venueDexCurrency(spot, 'xyz')).toThrow(InvalidArgumentError)
  })

  it('names the spotAddress argument in the error', () => {
    try {
      venueDexCurrency('0x12', 'xyz')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidArgumentError)
      expect((error as InvalidArgumentError).argument).toBe('spotAddress')
      expect((error as InvalidArgumentError).message).toBe('Invalid spotAddress: must be a 16-byte tokenId or a 20-byte address; got "0x12"')
      expect((error as InvalidArgumentError).code).toBe('INVALID_ARGUMENT')
    }
  })

  it.each([
    ['empty', ''],
    ['a control character', 'x\u0000y'],
    ['a newline', 'dex\n'],
    ['leading spaces', ' dex'],
    ['only spaces', '   '],
  ])('rejects a DEX name that is %s', (_, name) => {
    expect(() => venueDexCurrency(SPOT_TOKEN_ID, name)).toThrow(InvalidArgumentError)
  })
})

describe('isNativeCurrency', () => {
  it('is true for the 20-byte zero address', () => {
    expect(isNativeCurrency(NATIVE_CURRENCY)).toBe(true)
  })

  it('is false for the 16-byte perps USDC id and for tokens', () => {
    expect(isNativeCurrency(VENUE_PERPS_USDC)).toBe(false)
    expect(isNativeCurrency(USDC)).toBe(false)
  })
})

describe('isCurrencySymbol and normalizeCurrencyId', () => {
  it('recognizes short lowercase symbols only', () => {
    expect(isCurrencySymbol('usdc')).toBe(true)
    expect(isCurrencySymbol('USDC')).toBe(false)
    expect(isCurrencySymbol('u')).toBe(false)
  })

  it('lowercases hex ids and keeps symbols', () => {
    expect(normalizeCurrencyId(USDC)).toBe(USDC.toLowerCase())
    expect(normalizeCurrencyId('usdc')).toBe('usdc')
  })
})

describe('isCurrencyId', () => {
  it.each([
    ['the native zero address on chain 1', NATIVE_CURRENCY, 1],
    ['a checksummed token address on chain 1', USDC, 1],
    ['a lowercase token address on chain 8453', USDC.toLowerCase(), 8453],
    ['a token address on the venue EVM chain 999', USDC, VENUE_EVM_CHAIN_ID],
    ['the perps USDC id on 1337', VENUE_PERPS_USDC, VENUE_CHAIN_ID],
    ['a spot tokenId on 1337', SPOT_TOKEN_ID, VENUE_CHAIN_ID],
    ['an upper-case spot tokenId on 1337', '0x' + SPOT_TOKEN_ID.slice(2).toUpperCase(), VENUE_CHAIN_ID],
    ['a 16-byte spot id with a DEX name on 1337', `${SPOT_TOKEN_ID}78797a`, VENUE_CHAIN_ID],
    ['a 20-byte spot address with a DEX name on 1337', `${USDC.toLowerCase()}78797a`, VENUE_CHAIN_ID],
    ['a symbol on an EVM chain', 'usdc', 1],
    ['a symbol on 1337', 'usdc', VENUE_CHAIN_ID],
    ['a symbol with digits', 'usdt0', 10],
  ])('accepts %s', (_, id, chainId) => {
    expect(isCurrencyId(id, chainId)).toBe(true)
  })

  it.each([
    ['a 16-byte venue id on an EVM chain', VENUE_PERPS_USDC, 1],
    ['a mixed-case address with a bad checksum on an EVM chain', USDC.replace('A0b', 'a0B'), 1],
    ['a 19-byte id on an EVM chain', '0x' + 'ab'.repeat(19), 1],
    ['a 20-byte address followed by a DEX name on an EVM chain', `${USDC.toLowerCase()}78797a`, 1],
    ['an upper-case symbol', 'USDC', 1],
    ['a symbol that is too long', 'a'.repeat(17), 1],
    ['a symbol with punctuation', 'usd-c', 1],
    ['a plain EVM token address on 1337 (its last bytes are no printable DEX name)', USDC, VENUE_CHAIN_ID],
    ['the native 20-byte zero address on 1337', NATIVE_CURRENCY, VENUE_CHAIN_ID],
    ['a DEX name suffix 00 on 1337', `${SPOT_TOKEN_ID}00`, VENUE_CHAIN_ID],
    ['a DEX name suffix ff (not UTF-8) on 1337', `${SPOT_TOKEN_ID}ff`, VENUE_CHAIN_ID],
    ['a venue id shorter than 16 bytes on 1337', '0x' + 'ab'.repeat(15), VENUE_CHAIN_ID],
    ['an odd-length hex id on 1337 (a DEX name is whole bytes)', `${SPOT_TOKEN_ID}7`, VENUE_CHAIN_ID],
    ['non-hex characters on 1337', '0x' + 'g'.repeat(32), VENUE_CHAIN_ID],
  ])('rejects %s', (_, id, chainId) => {
    expect(isCurrencyId(id, chainId)).toBe(false)
  })
})

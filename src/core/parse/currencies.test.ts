import { describe, expect, it } from 'vitest'
import { MalformedResponseError } from '../errors/response'
import { TokenPriceUnavailableError } from '../errors/price'
import { parseCurrencies, parseTokenPrice, plainDecimal } from './currencies'

const USDC = {
  chainId: 8453,
  address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  vmType: 'evm',
  metadata: { logoURI: 'https://assets.example.test/usdc.png', verified: true, isNative: false },
}
const ETH = { chainId: 1, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', name: 'Ether', decimals: 18, metadata: { isNative: true } }

describe('parseCurrencies', () => {
  it('reads the v2 list, keeping unknown fields on the currency and in its metadata', () => {
    const body = [{ ...USDC, groupID: 'usdc', metadata: { ...USDC.metadata, rank: 3 } }]
    expect(parseCurrencies(body)).toEqual([{ ...USDC, groupID: 'usdc', metadata: { ...USDC.metadata, rank: 3 } }])
  })

  it('flattens the v1 shape (a list per currency group), in order', () => {
    expect(parseCurrencies([[USDC, { ...USDC, chainId: 10 }], [ETH]]).map((c) => `${c.chainId}:${c.symbol}`)).toEqual(['8453:USDC', '10:USDC', '1:ETH'])
  })

  it('leaves out entries without a usable chain id, address, symbol or decimals, keeping the rest', () => {
    const bad = [
      null,
      'USDC',
      { ...USDC, chainId: '8453' },
      { ...USDC, chainId: 0 },
      { ...USDC, address: '' },
      { ...USDC, symbol: 7 },
      { ...USDC, decimals: 6.5 },
      { ...USDC, decimals: 256 },
      { ...USDC, decimals: undefined },
    ]
    expect(parseCurrencies([...bad, ETH])).toEqual([ETH])
  })

  it('defaults the name to the symbol and metadata to {}, drops known metadata of the wrong type and unsafe logos', () => {
    const [read] = parseCurrencies([{ chainId: 1, address: '0xabc', symbol: 'X', decimals: 0, vmType: 5, metadata: { verified: 'yes', isNative: 1, logoURI: 'javascript:alert(1)' } }])
    expect(read).toEqual({ chainId: 1, address: '0xabc', symbol: 'X', name: 'X', decimals: 0, metadata: {} })
    expect(parseCurrencies([{ ...ETH, metadata: 'none' }])[0]!.metadata).toEqual({})
  })

  it('refuses a body that is not a list with the typed response error', () => {
    for (const body of [{ currencies: [USDC] }, null, 'x']) {
      expect(() => parseCurrencies(body)).toThrow(MalformedResponseError)
    }
  })

  it('returns copies: changing a result never reaches the body', () => {
    const body = [structuredClone(USDC)]
    parseCurrencies(body)[0]!.metadata.verified = false
    expect(body[0]!.metadata.verified).toBe(true)
  })
})

describe('parseTokenPrice', () => {
  const request = { chainId: 8453, address: USDC.address }
  const price = (value: unknown) => parseTokenPrice({ price: value }, request).price

  it('reads a number (the v1 route) or a decimal string (the v2 route) as an exact decimal string', () => {
    expect(parseTokenPrice({ price: 3695.12 }, request)).toEqual({ ...request, price: '3695.12' })
    expect(price('0.99985')).toBe('0.99985')
    expect(price(0)).toBe('0')
    expect(price(42)).toBe('42')
  })

  it('writes exponent forms out in full, without floating-point arithmetic', () => {
    expect(price(1e-7)).toBe('0.0000001')
    expect(price(1.5e21)).toBe('1500000000000000000000')
    expect(price(1.234e-10)).toBe('0.0000000001234')
    expect(price('2.5E+3')).toBe('2500')
  })

  it('says TokenPriceUnavailableError (with a code) when the service has no price for the token', () => {
    for (const body of [{}, { price: null }]) {
      const error = (() => {
        try {
          return parseTokenPrice(body, request)
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(TokenPriceUnavailableError)
      expect(error).toMatchObject({ code: 'TOKEN_PRICE_UNAVAILABLE', ...request })
    }
  })

  it.each([[-1], ['-1'], [Number.NaN], [Number.POSITIVE_INFINITY], ['NaN'], ['Infinity'], ['<string>'], [''], [true], [{}]])('refuses %s as a price', (value) => {
    expect(() => price(value)).toThrow(MalformedResponseError)
    expect(() => price(value)).toThrow(/price/)
  })
})

describe('plainDecimal', () => {
  it.each([
    ['1e-7', '0.0000001'],
    ['1.5e+21', '1500000000000000000000'],
    ['0012.3400', '12.34'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['123.456e1', '1234.56'],
    ['123.456e-2', '1.23456'],
    ['0e5', '0'],
  ])('%s is %s', (text, plain) => expect(plainDecimal(text)).toBe(plain))

  it.each([['-1'], ['1e'], ['e5'], ['.'], ['1,5'], ['0x10'], ['1e5000']])('%s is no decimal', (text) => expect(plainDecimal(text)).toBeUndefined())
})

import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_PERPS_USDC } from '../../core/index'
import { DevnetError } from '../errors'
import { HttpProblem } from '../http/jsonServer'
import { buildCurrencyCatalogue } from './currencies'
import { PriceTable } from './priceTable'
import { HYPE_TOKEN_ID, USDC_TOKEN_ID, chains, venueTokens } from './test/fixtures'

const prices = new PriceTable()
const catalogue = buildCurrencyCatalogue({ chains, venueTokens, prices })
const usdc31337 = chains[0]?.contracts.usdc.toLowerCase() ?? ''

function problem(run: () => unknown): HttpProblem {
  try {
    run()
  } catch (error) {
    if (error instanceof HttpProblem) return error
    throw error
  }
  throw new Error('expected an HttpProblem')
}

describe('buildCurrencyCatalogue', () => {
  it('lists native and USDC per EVM chain, then the venue with perps USDC and the spot tokens', () => {
    expect(catalogue.chains.map((chain) => [chain.id, chain.vmType, chain.currencies.map((entry) => entry.symbol)])).toEqual([
      [31337, 'evm', ['ETH', 'USDC']],
      [31338, 'evm', ['ETH', 'USDC']],
      [999, 'evm', ['HYPE', 'USDC']],
      [1337, 'venue', ['USDC', 'USDC', 'HYPE']],
    ])
    expect(catalogue.chain(1337).rpcUrl).toBeUndefined()
    expect(catalogue.chain(999).currencies[0]).toEqual({ chainId: 999, address: NATIVE_CURRENCY, symbol: 'HYPE', name: 'Hype', decimals: 18 })
  })

  it('resolves addresses in any case, tokenIds and lowercase symbols', () => {
    expect(catalogue.resolve(31337, NATIVE_CURRENCY)).toMatchObject({ symbol: 'ETH', decimals: 18 })
    expect(catalogue.resolve(31337, 'eth')).toMatchObject({ symbol: 'ETH', address: NATIVE_CURRENCY })
    expect(catalogue.resolve(31337, usdc31337.toUpperCase().replace('0X', '0x'))).toEqual({
      chainId: 31337,
      address: usdc31337,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
    })
    expect(catalogue.resolve(999, 'hype')).toMatchObject({ address: NATIVE_CURRENCY, decimals: 18 })
    expect(catalogue.resolve(1337, VENUE_PERPS_USDC)).toMatchObject({ symbol: 'USDC', decimals: 6, name: 'USD Coin (perps)' })
    // `usdc` on the venue is the perps balance, the one deposits credit.
    expect(catalogue.resolve(1337, 'usdc').address).toBe(VENUE_PERPS_USDC)
    expect(catalogue.resolve(1337, USDC_TOKEN_ID)).toMatchObject({ symbol: 'USDC', name: 'USD Coin (spot)' })
    expect(catalogue.resolve(1337, 'hype')).toMatchObject({ address: HYPE_TOKEN_ID, decimals: 6 })
  })

  it('answers 400 UNSUPPORTED_CURRENCY and UNSUPPORTED_CHAIN naming what there is', () => {
    const currency = problem(() => catalogue.resolve(31337, 'hype'))
    expect([currency.status, currency.errorCode]).toEqual([400, 'UNSUPPORTED_CURRENCY'])
    expect(currency.message).toMatch(/hype is not supported on chain 31337; supported: eth \(0x0{40}\), usdc/)
    expect(problem(() => catalogue.resolve(1337, NATIVE_CURRENCY)).errorCode).toBe('UNSUPPORTED_CURRENCY')
    const chain = problem(() => catalogue.resolve(10, 'eth'))
    expect([chain.status, chain.errorCode]).toEqual([400, 'UNSUPPORTED_CHAIN'])
    expect(chain.message).toMatch(/supported chains: 31337, 31338, 999, 1337/)
  })

  it('knows each chain\'s gas currency and the venue tokens', () => {
    expect(catalogue.native(31338)?.symbol).toBe('ETH')
    expect(catalogue.native(999)?.symbol).toBe('HYPE')
    expect(catalogue.native(1337)).toBeUndefined()
    expect(catalogue.venueToken('HYPE')?.tokenId).toBe(HYPE_TOKEN_ID)
  })

  it('refuses a configuration it could not price or send', () => {
    expect(() => buildCurrencyCatalogue({ chains, venueTokens: [{ symbol: 'PURR', tokenId: HYPE_TOKEN_ID, decimals: 5 }], prices })).toThrow(DevnetError)
    expect(() => buildCurrencyCatalogue({ chains, venueTokens: [{ symbol: 'HYPE', tokenId: HYPE_TOKEN_ID, decimals: 8 }], prices })).toThrow(/at most 6 decimals/)
    expect(() => buildCurrencyCatalogue({ chains, venueTokens: [{ symbol: 'HYPE', tokenId: '0x1234', decimals: 6 }], prices })).toThrow(/16 bytes/)
  })
})

import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, VENUE_PERPS_USDC } from '../../core/index'
import { tokenAddress } from '../tokens/deployTokens'
import { HttpProblem } from '../http/jsonServer'
import { buildCurrencyCatalogue } from './currencies'
import { listEntries } from './currencyList'
import { currenciesV1, currenciesV2, parseCurrencySearch, type CurrencySearch } from './currencySearch'
import { PriceTable } from './priceTable'
import { chains, venueTokens } from './test/fixtures'

const entries = listEntries(buildCurrencyCatalogue({ chains, venueTokens, prices: new PriceTable() }), 'http://devnet')
const v2 = (body: Record<string, unknown>) => currenciesV2(entries, parseCurrencySearch(body))
const where = (list: { symbol: string; chainId: number }[]) => list.map((currency) => `${currency.symbol}@${currency.chainId}`)
const lower = (address: string | undefined) => address?.toLowerCase()

describe('the currencies list', () => {
  it('lists gas currencies, USDC and the listed tokens in the published shape, with the devnet’s logos', () => {
    const [first] = v2({})
    expect(first).toEqual({
      chainId: 31337,
      address: NATIVE_CURRENCY,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      vmType: 'evm',
      metadata: { logoURI: 'http://devnet/_devnet/logos/eth.svg', verified: true, isNative: true },
    })
    const venue = v2({ chainIds: [1337] })
    expect(venue.map((currency) => [currency.symbol, currency.vmType, currency.metadata.isNative])).toEqual([
      ['USDC', 'hypevm', true],
      ['USDC', 'hypevm', false],
      ['HYPE', 'hypevm', false],
    ])
    expect(venue[0]?.address).toBe(VENUE_PERPS_USDC)
  })

  it('gives the same currency the same logo on every chain', () => {
    const usdc = v2({ term: 'usdc', limit: 100 })
    expect(usdc.length).toBe(5)
    expect(new Set(usdc.map((currency) => currency.metadata.logoURI))).toEqual(new Set(['http://devnet/_devnet/logos/usdc.svg']))
  })

  it('never returns an unlisted token, not even by its address, and flags unverified ones', () => {
    const all = v2({ limit: 100 }).concat(v2({ verified: false, limit: 100 }))
    expect(all.map((currency) => currency.symbol)).not.toContain('QRKS')
    expect(v2({ address: tokenAddress(31337, 'QRKS') })).toEqual([])
    expect(v2({ term: 'quarks' })).toEqual([])
    expect(v2({ term: 'moon' }).map((currency) => [currency.symbol, currency.metadata.verified])).toEqual([
      ['MOON', false],
      ['MOON', false],
    ])
  })
})

describe('search by term', () => {
  it('matches symbol or name in any case across every chain, exact symbol matches first', () => {
    expect(where(v2({ term: 'Eth', chainIds: [31338] }))).toEqual(['ETH@31338', 'WETH@31338', 'wstETH@31338', 'USDT@31338'])
    expect(where(v2({ term: 'usdt' }))).toEqual(['USDT@31337', 'USDT@31338', 'USDT@999'])
    expect(where(v2({ term: 'wrapped b' }))).toEqual(['WBTC@31337', 'WBTC@31338', 'WBTC@999', 'cbBTC@31337', 'cbBTC@31338'])
  })

  it('ranks symbols that start with the term before those that hold it, then names; verified before unverified', () => {
    expect(where(v2({ term: 'u', chainIds: [31338] }))).toEqual(['USDC@31338', 'USDT@31338', 'USDe@31338', 'UNI@31338', 'SUSHI@31338', 'wstETH@31338', 'ARB@31338', 'CRV@31338', 'MOON@31338'])
    expect(where(v2({ term: 'frog' }))).toEqual(['FROG@31338', 'FROG@999'])
  })
})

describe('search by address', () => {
  it('matches exactly, in any case, on every chain unless chainIds narrow it', () => {
    const usdt = tokenAddress(31337, 'USDT')!
    expect(where(v2({ address: usdt.toUpperCase().replace('0X', '0x') }))).toEqual(['USDT@31337', 'USDT@31338', 'USDT@999'])
    expect(where(v2({ address: usdt, chainIds: [31338] }))).toEqual(['USDT@31338'])
    // A term that is an address searches by address, as a pasted address is meant.
    expect(where(v2({ term: lower(usdt), chainIds: [999] }))).toEqual(['USDT@999'])
    expect(v2({ address: usdt.slice(0, 20) })).toEqual([])
  })

  it('with includeAllChains, adds the same currency on every chain', () => {
    const usdc = lower(chains[1]!.contracts.usdc)
    expect(where(v2({ address: usdc, chainIds: [31338], includeAllChains: true }))).toEqual(['USDC@1337', 'USDC@31337', 'USDC@31338', 'USDC@999', 'USDC@1337'])
  })
})

describe('filters', () => {
  it('verified: true keeps verified currencies, false unverified ones', () => {
    expect(v2({ verified: true, limit: 100 }).every((currency) => currency.metadata.verified)).toBe(true)
    expect(where(v2({ verified: false }))).toEqual(['MOON@31337', 'MOON@31338', 'GLDN@31337', 'FROG@31338', 'FROG@999', 'LOB@999'])
  })

  it('limit: 20 by default, at most 100', () => {
    expect(v2({}).length).toBe(20)
    expect(v2({ limit: 3 }).length).toBe(3)
    expect(v2({ limit: 1000 }).length).toBe(v2({ limit: 100 }).length)
    expect(v2({ limit: 1000 }).length).toBeLessThanOrEqual(100)
  })

  it('defaultList: the gas currency and the popular stablecoins and majors of each chain', () => {
    expect(where(v2({ defaultList: true, chainIds: [999] }))).toEqual(['HYPE@999', 'USDC@999', 'USDT@999', 'WETH@999', 'WBTC@999', 'WHYPE@999'])
    expect(where(v2({ defaultList: true, chainIds: [31338], term: 'usd' }))).toEqual(['USDC@31338', 'USDT@31338'])
  })

  it('currencyId and tokens pick currencies by group and by chainId:address', () => {
    expect(where(v2({ currencyId: 'WBTC', chainIds: [31337, 999] }))).toEqual(['WBTC@31337', 'WBTC@999'])
    const link = tokenAddress(31338, 'LINK')!
    expect(where(v2({ tokens: [`31338:${link}`, `31337:${NATIVE_CURRENCY}`, `1:${link}`] }))).toEqual(['ETH@31337', 'LINK@31338'])
  })

  it('accepts and ignores useExternalSearch, depositAddressOnly and unknown fields such as referrer', () => {
    expect(v2({ term: 'dai', useExternalSearch: true, depositAddressOnly: true, referrer: 'app' })).toEqual(v2({ term: 'dai' }))
  })
})

describe('parseCurrencySearch', () => {
  it('answers 400 INVALID_INPUT naming each field of the wrong type', () => {
    const refused = (body: unknown) => {
      try {
        parseCurrencySearch(body)
      } catch (error) {
        if (error instanceof HttpProblem) return [error.status, error.errorCode, error.message]
      }
      return undefined
    }
    expect(refused({ chainIds: '1', limit: 0, verified: 'yes', tokens: ['0xabc'] })).toEqual([
      400,
      'INVALID_INPUT',
      'Invalid currencies request: chainIds must be an array of chain ids; got "1"; tokens must be an array of "chainId:address" strings; got ["0xabc"]; verified must be a boolean; got "yes"; limit must be a whole number of at least 1; got 0.',
    ])
    expect(refused([])).toEqual([400, 'INVALID_INPUT', 'Invalid currencies request: the body must be a JSON object.'])
    expect(parseCurrencySearch(undefined)).toEqual<CurrencySearch>({ limit: 20 })
  })
})

describe('v1', () => {
  it('groups each currency across chains under its groupID, limit counting groups', () => {
    const groups = currenciesV1(entries, parseCurrencySearch({ term: 'usd', limit: 2 }))
    expect(groups.map((group) => group.map((currency) => `${currency.groupID}:${currency.chainId}`))).toEqual([
      ['usdc:1337', 'usdc:31337', 'usdc:31338', 'usdc:999', 'usdc:1337'],
      ['usdt:31337', 'usdt:31338', 'usdt:999'],
    ])
    expect(groups[1]?.[0]).toMatchObject({ groupID: 'usdt', symbol: 'USDT', decimals: 6, vmType: 'evm', metadata: { verified: true, isNative: false } })
  })
})

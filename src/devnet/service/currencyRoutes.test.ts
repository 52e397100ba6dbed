import type { PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Faults } from '../faults'
import { tokenAddress } from '../tokens/deployTokens'
import type { PublishedChain } from './chainList'
import type { ListedCurrency } from './currencyList'
import { PriceTable } from './priceTable'
import { startService, type RunningService } from './server'
import { RequestStore } from './store'
import { chains, solverAccount, venueTokens } from './test/fixtures'

/* The token routes over HTTP: no chain is read, so the chains' RPCs need not answer. */

let service: RunningService
const prices = new PriceTable()

beforeAll(async () => {
  service = await startService({ chains, publicClients: new Map<number, PublicClient>(), solverAddress: solverAccount.address, venueTokens, store: new RequestStore(), faults: new Faults(), prices })
})

afterAll(async () => {
  await service.close()
})

const get = async (path: string) => {
  const response = await fetch(`${service.url}${path}`)
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type') === 'application/json' ? ((await response.json()) as Record<string, unknown>) : await response.text() }
}
const post = async (path: string, body: unknown) => {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('POST /currencies/v2 and /v1', () => {
  it('answer the search in the published shapes, logos on this service', async () => {
    const v2 = await post('/currencies/v2', { term: 'dai' })
    expect(v2.status).toBe(200)
    expect(v2.body).toEqual([31337, 31338].map((chainId) => ({
      chainId,
      address: tokenAddress(chainId, 'DAI')!.toLowerCase(),
      symbol: 'DAI',
      name: 'Dai Stablecoin',
      decimals: 18,
      vmType: 'evm',
      metadata: { logoURI: `${service.url}/_devnet/logos/dai.svg`, verified: true, isNative: false },
    })))
    const v1 = await post('/currencies/v1', { term: 'dai' })
    expect(v1.body).toEqual([(v2.body as ListedCurrency[]).map((currency) => ({ groupID: 'dai', ...currency }))])
  })

  it('answer a body-less request with the first 20, and a malformed one with 400 INVALID_INPUT', async () => {
    const response = await fetch(`${service.url}/currencies/v2`, { method: 'POST' })
    expect(((await response.json()) as unknown[]).length).toBe(20)
    const bad = await post('/currencies/v2', { limit: 'ten' })
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'INVALID_INPUT', statusCode: 400 } })
  })
})

describe('GET /currencies/token/price and /v2', () => {
  const query = (chainId: number, address: string) => `?address=${address}&chainId=${chainId}`

  it('answer the table’s USD price: a number, and on v2 the exact decimal string', async () => {
    const wbtc = tokenAddress(31338, 'WBTC')!
    expect((await get(`/currencies/token/price${query(31338, wbtc)}`)).body).toEqual({ price: 60000 })
    expect((await get(`/currencies/token/price/v2${query(31338, wbtc.toUpperCase().replace('0X', '0x'))}`)).body).toEqual({ price: '60000' })
    expect((await get(`/currencies/token/price/v2${query(31337, tokenAddress(31337, 'PEPE')!)}`)).body).toEqual({ price: '0.00001' })
    expect((await get(`/currencies/token/price${query(31337, '0x0000000000000000000000000000000000000000')}`)).body).toEqual({ price: 3000 })
    expect((await get(`/currencies/token/price${query(1337, '0x00000000000000000000000000000000')}`)).body).toEqual({ price: 1 })
  })

  it('price unlisted tokens too, and follow moved prices', async () => {
    expect((await get(`/currencies/token/price${query(31337, tokenAddress(31337, 'QRKS')!)}`)).body).toEqual({ price: 0.9 })
    prices.set({ QRKS: 1_250_000n })
    expect((await get(`/currencies/token/price/v2${query(31337, tokenAddress(31337, 'QRKS')!)}`)).body).toEqual({ price: '1.25' })
    prices.reset()
  })

  it('answer an unknown token, an unknown chain or a missing parameter with 400 { error }', async () => {
    for (const path of [query(31337, '0x1234567890123456789012345678901234567890'), query(10, tokenAddress(31337, 'USDT')!), query(31338, tokenAddress(31337, 'SHIB')!), '?chainId=31337', '']) {
      const reply = await get(`/currencies/token/price${path}`)
      expect(reply.status, path).toBe(400)
      expect(reply.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
  })
})

describe('GET /_devnet/logos/', () => {
  it('serves every logo a currency points at as SVG with a cache header', async () => {
    const listed = (await post('/currencies/v2', { limit: 100 })).body as ListedCurrency[]
    const urls = new Set(listed.map((currency) => currency.metadata.logoURI))
    for (const url of urls) {
      const response = await fetch(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
      expect(await response.text()).toMatch(/^<svg /)
    }
  })

  it('serves chain icons, and answers 404 for anything else', async () => {
    const icon = await get('/_devnet/logos/chains/31338.svg')
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    expect(icon.body).toContain('>AT</text>')
    for (const path of ['/_devnet/logos/doge.svg', '/_devnet/logos/chains/10.svg', '/_devnet/logos/usdc.png']) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})

describe('GET /chains', () => {
  it('carries each chain’s icon, brand colour, featured tokens with logos, and Multicall3', async () => {
    const list = (await get('/chains')).body as { chains: PublishedChain[] }
    const [one, , hyper, venue] = list.chains
    expect(one).toMatchObject({
      iconUrl: `${service.url}/_devnet/logos/chains/31337.svg`,
      logoUrl: `${service.url}/_devnet/logos/chains/31337.svg`,
      brandColor: '#4F46E5',
      contracts: { multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' },
    })
    expect(one?.featuredTokens.map((token) => [token.symbol, token.metadata.logoURI])).toEqual(
      ['USDC', 'USDT', 'WETH', 'WBTC', 'DAI'].map((symbol) => [symbol, `${service.url}/_devnet/logos/${symbol.toLowerCase()}.svg`]),
    )
    expect(hyper?.featuredTokens.map((token) => token.symbol)).toEqual(['USDC', 'USDT', 'WETH', 'WBTC', 'WHYPE'])
    expect(venue?.contracts).toBeUndefined()
    expect(venue?.featuredTokens).toEqual([])
  })
})

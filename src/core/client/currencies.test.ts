import { describe, expect, it } from 'vitest'
import { HttpError } from '../errors/http'
import { TokenPriceUnavailableError } from '../errors/price'
import { InvalidArgumentError } from '../errors/request'
import { MalformedResponseError } from '../errors/response'
import type { CurrenciesRequest, TokenPriceRequest } from '../types/currencies'
import { jsonResponse, scriptedFetch, type Reply } from '../test/scriptedFetch'
import { createFerryClient } from './createFerryClient'

const BASE = 'https://api.example.test'
const USDC = { chainId: 8453, address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', symbol: 'USDC', name: 'USD Coin', decimals: 6, metadata: { verified: true } }

function setup(...script: Reply[]) {
  const fake = scriptedFetch(...script)
  return { client: createFerryClient({ baseUrl: BASE, fetch: fake.fetch, retry: { baseDelayMs: 0 } }), calls: fake.calls }
}

describe('client.getCurrencies', () => {
  it('POSTs /currencies/v2 with only the fields given, and reads the list', async () => {
    const { client, calls } = setup(jsonResponse([USDC]))
    const request: CurrenciesRequest = { chainIds: [8453, 1], term: 'usd', verified: true, limit: 12, address: undefined, defaultList: false }
    await expect(client.getCurrencies(request)).resolves.toEqual([USDC])
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${BASE}/currencies/v2`])
    expect(calls[0]!.body).toEqual({ chainIds: [8453, 1], term: 'usd', verified: true, limit: 12, defaultList: false })
  })

  it('sends every field of the service\'s request', async () => {
    const { client, calls } = setup(jsonResponse([]))
    const request: Required<CurrenciesRequest> = {
      chainIds: [1],
      term: '',
      address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      currencyId: 'usdc',
      tokens: ['8453:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', '792703809:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', '1337:0x00000000000000000000000000000000'],
      verified: false,
      limit: 100,
      includeAllChains: true,
      useExternalSearch: true,
      depositAddressOnly: true,
      defaultList: true,
    }
    await client.getCurrencies(request)
    expect(calls[0]!.body).toEqual(request)
  })

  it('passes fields it does not know through, as the service ignores them', async () => {
    const { client, calls } = setup(jsonResponse([]))
    await client.getCurrencies({ term: 'eth', referrer: 'ferry' } as CurrenciesRequest)
    expect(calls[0]!.body).toEqual({ term: 'eth', referrer: 'ferry' })
  })

  it.each<[string, CurrenciesRequest]>([
    ['chainIds.0', { chainIds: [0] }],
    ['chainIds.1', { chainIds: [1, 2 ** 53] }],
    ['chainIds', { chainIds: 1 as unknown as number[] }],
    ['chainIds.0', { chainIds: [1.5] }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 101 }],
    ['limit', { limit: 2.5 }],
    ['term', { term: 'x'.repeat(201) }],
    ['term', { term: 5 as unknown as string }],
    ['address', { address: '0x1234' }],
    ['address', { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02914' }],
    ['address', { address: '0x000000000000000000000000000000000001' }],
    ['tokens.0', { tokens: ['0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'] }],
    ['tokens.0', { tokens: ['0:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'] }],
    ['tokens.1', { tokens: ['1:0x0000000000000000000000000000000000000000', '1:usdc'] }],
    ['verified', { verified: 'true' as unknown as boolean }],
    ['currencyId', { currencyId: '' }],
  ])('refuses a bad %s before anything is sent', async (argument, request) => {
    const { client, calls } = setup()
    const error = await client.getCurrencies(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidArgumentError)
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT', argument })
    expect(calls).toHaveLength(0)
  })

  it('retries a 5xx like any read, then succeeds', async () => {
    const { client, calls } = setup(jsonResponse({ message: 'busy' }, { status: 503 }), jsonResponse([[USDC]]))
    await expect(client.getCurrencies({ term: 'usdc' })).resolves.toEqual([USDC])
    expect(calls).toHaveLength(2)
  })

  it('refuses a body that is not a list with MalformedResponseError', async () => {
    const { client } = setup(jsonResponse({ currencies: [USDC] }))
    await expect(client.getCurrencies({})).rejects.toBeInstanceOf(MalformedResponseError)
  })
})

describe('client.getTokenPrice', () => {
  const request: TokenPriceRequest = { chainId: 8453, address: USDC.address }

  it('GETs /currencies/token/price with address and chainId, as the service\'s kit reads it', async () => {
    const { client, calls } = setup(jsonResponse({ price: 0.999871 }))
    await expect(client.getTokenPrice(request)).resolves.toEqual({ ...request, price: '0.999871' })
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${BASE}/currencies/token/price?address=${USDC.address}&chainId=8453`])
  })

  it('tells "no price" from a failure: an answer without price, or a 404, is TokenPriceUnavailableError', async () => {
    for (const reply of [jsonResponse({}), jsonResponse({ error: 'Token not found' }, { status: 404 })]) {
      const { client, calls } = setup(reply)
      const error = await client.getTokenPrice(request).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TokenPriceUnavailableError)
      expect(error).toMatchObject({ code: 'TOKEN_PRICE_UNAVAILABLE', chainId: 8453 })
      expect(calls).toHaveLength(1)
    }
    const { client } = setup(jsonResponse({ error: 'Invalid address' }, { status: 400 }))
    await expect(client.getTokenPrice(request)).rejects.toBeInstanceOf(HttpError)
  })

  it.each<[string, TokenPriceRequest]>([
    ['chainId', { chainId: -1, address: USDC.address }],
    ['address', { chainId: 1, address: 'usdc' }],
    ['address', { chainId: 1, address: '0x12&chainId=2' }],
  ])('refuses a bad %s before anything is sent', async (argument, bad) => {
    const { client, calls } = setup()
    await expect(client.getTokenPrice(bad)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', argument })
    expect(calls).toHaveLength(0)
  })
})

import { describe, expect, it } from 'vitest'
import { ChainsUnavailableError, HttpError } from '../errors/http'
import { InvalidArgumentError } from '../errors/request'
import { LIVE_PROFILE, SPEC_PROFILE } from '../protocol/profile'
import { jsonResponse, scriptedFetch, type Reply } from '../test/scriptedFetch'
import { createFerryClient } from './createFerryClient'
import type { FerryClientConfig } from './types'

const BASE = 'https://api.example.test'
const CHAIN = { id: 8453, name: 'base', displayName: 'Base', vmType: 'evm', currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: '0x0000000000000000000000000000000000000000', decimals: 18 }, erc20Currencies: [] }

function setup(script: Reply[], config: Partial<FerryClientConfig> = {}) {
  const fake = scriptedFetch(...script)
  return { client: createFerryClient({ baseUrl: BASE, fetch: fake.fetch, retry: { baseDelayMs: 0 }, ...config }), calls: fake.calls }
}

describe('client.getChains', () => {
  it('reads GET /chains into typed chains', async () => {
    const { client, calls } = setup([jsonResponse({ chains: [CHAIN, { id: 'x' }] })])
    const chains = await client.getChains()
    expect(chains).toEqual([{ ...CHAIN, depositEnabled: true, solverAddresses: [] }])
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${BASE}/chains`])
  })

  it('says ChainsUnavailableError, once and without retrying, where the service has no such route', async () => {
    for (const status of [404, 405]) {
      const { client, calls } = setup([jsonResponse({ message: 'Not Found' }, { status })])
      const error = await client.getChains().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ChainsUnavailableError)
      expect(error).toMatchObject({ code: 'CHAINS_UNAVAILABLE', status, url: `${BASE}/chains` })
      expect((error as ChainsUnavailableError).cause).toBeInstanceOf(HttpError)
      expect(calls).toHaveLength(1)
    }
  })

  it('retries a 5xx like any read, then succeeds', async () => {
    const { client, calls } = setup([jsonResponse({ message: 'busy' }, { status: 503 }), jsonResponse({ chains: [CHAIN] })])
    await expect(client.getChains()).resolves.toHaveLength(1)
    expect(calls).toHaveLength(2)
  })
})

describe('createFerryClient: the protocol profile', () => {
  it('is the spec\'s by default; "live" and a profile object choose another', () => {
    expect(setup([]).client.profile).toBe(SPEC_PROFILE)
    expect(setup([], { profile: 'live' }).client.profile).toBe(LIVE_PROFILE)
    const custom = { ...LIVE_PROFILE, name: 'staging', nonceMapping: { domainName: 'StagingNonceMapping', versions: ['2'] as const } }
    expect(setup([], { profile: custom }).client.profile).toBe(custom)
  })

  it('refuses a malformed profile as an argument error', () => {
    const bad = [{ ...LIVE_PROFILE, venue: { ...LIVE_PROFILE.venue, chainField: '' } }, { ...SPEC_PROFILE, nonceMapping: { domainName: 'X', versions: ['3'] } }, 'mainnet']
    for (const profile of bad) expect(() => setup([], { profile: profile as never })).toThrow(InvalidArgumentError)
  })
})

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

describe('client.getChains: URLs from the service become links, images and requests only when safe', () => {
  const USDC = { id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913', decimals: 6, supportsBridging: true }
  /** A chain with `url` in every place a client turns into a link, an image or a request. */
  const everywhere = (url: string) => ({
    ...CHAIN,
    explorerUrl: url,
    httpRpcUrl: url,
    iconUrl: url,
    logoUrl: url,
    logoURI: url,
    currency: { ...CHAIN.currency, logoURI: url, metadata: { logoURI: url, verified: true } },
    erc20Currencies: [{ ...USDC, logoURI: url, metadata: { logoURI: url } }],
    featuredTokens: [{ ...USDC, metadata: { logoURI: url } }],
    solverCurrencies: [{ ...USDC, logoURI: url }],
  })
  const read = async (url: string) => {
    const [chain] = await setup([jsonResponse({ chains: [everywhere(url)] })]).client.getChains()
    return chain!
  }

  it.each([
    ['javascript:', 'javascript:alert(document.domain)//{txHash}'],
    ['mixed-case JaVaScRiPt:', 'JaVaScRiPt:alert(document.domain)//'],
    ['whitespace-prefixed javascript:', '  javascript:alert(document.domain)//'],
    ['tab-split java<TAB>script:', 'java\tscript:alert(document.domain)//'],
    ['data:text/html', 'data:text/html,<script>alert(document.domain)</script>'],
    ['vbscript:', 'vbscript:msgbox(document.domain)'],
    ['protocol-relative //evil', '//evil.example/{txHash}'],
    ['plain http to another host', 'http://evil.example/'],
  ])('drops a %s URL from explorerUrl, httpRpcUrl and every logo, keeping the chain and its currencies', async (_name, url) => {
    const chain = await read(url)
    expect(chain).toMatchObject({ id: CHAIN.id, displayName: 'Base', currency: { symbol: 'ETH' } })
    for (const field of ['explorerUrl', 'httpRpcUrl', 'iconUrl', 'logoUrl', 'logoURI']) expect(chain).not.toHaveProperty(field)
    expect(chain.currency).not.toHaveProperty('logoURI')
    expect(chain.currency).toHaveProperty('metadata', { verified: true })
    expect(chain.erc20Currencies).toEqual([{ ...USDC, metadata: {} }])
    expect(chain.featuredTokens).toEqual([{ ...USDC, metadata: {} }])
    expect(chain.solverCurrencies).toEqual([USDC])
  })

  it.each([
    ['https', 'https://basescan.org'],
    ['loopback http (the devnet)', 'http://127.0.0.1:4100/_devnet/explorer/8453'],
  ])('keeps a valid %s URL everywhere', async (_name, url) => {
    const chain = await read(url)
    expect(chain).toMatchObject({ explorerUrl: url, httpRpcUrl: url, iconUrl: url, logoUrl: url, logoURI: url })
    expect(chain.currency).toMatchObject({ logoURI: url, metadata: { logoURI: url } })
    expect(chain.erc20Currencies[0]).toMatchObject({ logoURI: url, metadata: { logoURI: url } })
    expect(chain.featuredTokens).toEqual([{ ...USDC, metadata: { logoURI: url } }])
  })

  it('keeps an explorer template with {txHash} in its path, and drops one with it in the host', async () => {
    expect((await read('https://scan.example/tx/{txHash}')).explorerUrl).toBe('https://scan.example/tx/{txHash}')
    expect(await read('https://{txHash}.scan.example/')).not.toHaveProperty('explorerUrl')
  })

  it('takes data:image logos (SVG included) as images, never as links', async () => {
    const svg = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'.replaceAll(' ', '%20')
    const chain = await read(svg)
    expect(chain).toMatchObject({ iconUrl: svg, logoURI: svg, currency: { logoURI: svg } })
    expect(chain).not.toHaveProperty('explorerUrl')
    expect(chain).not.toHaveProperty('httpRpcUrl')
  })
})

describe('createFerryClient: the protocol profile', () => {
  it('accepts the spec\'s and the live service\'s names by default; "spec", "live" and a profile object keep to one', () => {
    expect(setup([]).client.profiles).toEqual([SPEC_PROFILE, LIVE_PROFILE])
    expect(setup([], { profile: 'spec' }).client.profiles).toEqual([SPEC_PROFILE])
    expect(setup([], { profile: 'live' }).client.profiles).toEqual([LIVE_PROFILE])
    const custom = { ...LIVE_PROFILE, name: 'staging', nonceMapping: { domainName: 'StagingNonceMapping', versions: ['2'] as const } }
    expect(setup([], { profile: custom }).client.profiles).toEqual([custom])
  })

  it('refuses a malformed profile as an argument error', () => {
    const bad = [{ ...LIVE_PROFILE, venue: { ...LIVE_PROFILE.venue, chainField: '' } }, { ...SPEC_PROFILE, nonceMapping: { domainName: 'X', versions: ['3'] } }, 'mainnet']
    for (const profile of bad) expect(() => setup([], { profile: profile as never })).toThrow(InvalidArgumentError)
  })
})

import { queryTokenList, queryTokenPrice } from '@relayprotocol/relay-kit-hooks'
import type { paths } from '@relayprotocol/relay-sdk'
import axios from 'axios'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../../core/index'
import type { PublishedChain } from '../../service/chainList'
import type { ListedCurrency } from '../../service/currencyList'
import type { Devnet } from '../../startDevnet'
import { tokenAddress } from '../../tokens/deployTokens'
import { startDevnetForFile } from '../harness'
import { guardOffline, routeAxios, type AxiosRoutes, type OfflineGuard } from './offline'

/*
 * The service's own hooks package (`@relayprotocol/relay-kit-hooks`, unmodified) reads the
 * devnet's token list and token prices with the functions its `useTokenList` and `useTokenPrice`
 * hooks run (`queryTokenList` posts `/currencies/v2` with axios, `queryTokenPrice` gets
 * `/currencies/token/price` with fetch). Anything that tried to leave the machine fails the test.
 */

/** The token routes the devnet serves, checked against the service SDK's own route list at compile time. */
const TOKEN_ROUTES = ['/currencies/v1', '/currencies/v2', '/currencies/token/price', '/currencies/token/price/v2', '/chains'] as const satisfies readonly (keyof paths)[]

// The devnet's answers fit the SDK's published response types (a type error here is a shape drift).
type SdkCurrencies = paths['/currencies/v2']['post']['responses']['200']['content']['application/json']
type SdkCurrenciesV1 = paths['/currencies/v1']['post']['responses']['200']['content']['application/json']
type SdkChain = NonNullable<paths['/chains']['get']['responses']['200']['content']['application/json']['chains']>[number]
const fitsV2 = (listed: ListedCurrency[]): SdkCurrencies => listed
const fitsV1 = (groups: (ListedCurrency & { groupID: string })[][]): SdkCurrenciesV1 => groups
const fitsChain = (chain: PublishedChain): SdkChain => chain

let devnet: Devnet
let guard: OfflineGuard
let routes: AxiosRoutes
startDevnetForFile((started) => (devnet = started))
beforeAll(() => {
  guard = guardOffline()
  routes = routeAxios([axios], { routes: {}, refused: guard.refused })
})
afterEach(() => {
  expect(guard.refused, 'hosts the hooks tried to reach off this machine').toEqual([])
})
afterAll(() => {
  routes?.eject()
  guard?.restore()
})

const where = (list: { symbol?: string; chainId?: number }[]) => list.map((currency) => `${currency.symbol}@${currency.chainId}`)

describe("the service hooks' token list (queryTokenList)", () => {
  it('finds a symbol on every chain by term, exact matches first, in the shape the SDK types', async () => {
    const found = await queryTokenList(devnet.serviceUrl, { term: 'weth', chainIds: [31337, 31338, 999] })
    expect(where(found)).toEqual(['WETH@31337', 'WETH@31338', 'WETH@999'])
    expect(found[0]).toEqual({
      chainId: 31337,
      address: tokenAddress(31337, 'WETH')!.toLowerCase(),
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      vmType: 'evm',
      metadata: { logoURI: `${devnet.serviceUrl}/_devnet/logos/weth.svg`, verified: true, isNative: false },
    })
    const logo = await fetch(found[0]!.metadata!.logoURI!)
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })

  it('finds a token by its address, on every chain or on the chains asked, as the UI kit asks', async () => {
    const link = tokenAddress(31338, 'LINK')!
    expect(where(await queryTokenList(devnet.serviceUrl, { address: link }))).toEqual(['LINK@31337', 'LINK@31338'])
    expect(where(await queryTokenList(devnet.serviceUrl, { chainIds: [31338], address: link.toLowerCase(), limit: 1, referrer: 'ferry-interop' }))).toEqual(['LINK@31338'])
    // An unlisted token is not there: a user imports it by address.
    expect(await queryTokenList(devnet.serviceUrl, { address: tokenAddress(31337, 'QRKS')! })).toEqual([])
  })

  it('filters by verified and honours limit', async () => {
    const unverified = await queryTokenList(devnet.serviceUrl, { verified: false, limit: 100 })
    expect(unverified.length).toBeGreaterThanOrEqual(3)
    expect(unverified.every((currency) => currency.metadata?.verified === false)).toBe(true)
    const verified = await queryTokenList(devnet.serviceUrl, { verified: true, limit: 5 })
    expect(verified).toHaveLength(5)
    expect(verified.every((currency) => currency.metadata?.verified === true)).toBe(true)
  })

  it('answers the default list as the UI kit asks it (empty search, default list, limit 12)', async () => {
    const popular = await queryTokenList(devnet.serviceUrl, { chainIds: [31337], defaultList: true, limit: 12, depositAddressOnly: false, referrer: 'ferry-interop' })
    expect(where(popular)).toEqual(['ETH@31337', 'USDC@31337', 'USDT@31337', 'WETH@31337', 'WBTC@31337', 'DAI@31337'])
    expect(popular[0]).toMatchObject({ address: NATIVE_CURRENCY, metadata: { isNative: true } })
  })
})

describe("the service hooks' token price (queryTokenPrice)", () => {
  it('reads the devnet price table, and rejects an unknown token with the message', async () => {
    expect(await queryTokenPrice(devnet.serviceUrl, { address: tokenAddress(31338, 'WBTC')!, chainId: 31338 })).toEqual({ price: 60000 })
    expect(await queryTokenPrice(devnet.serviceUrl, { address: NATIVE_CURRENCY, chainId: 31337 })).toEqual({ price: 3000 })
    await expect(queryTokenPrice(devnet.serviceUrl, { address: '0x1234567890123456789012345678901234567890', chainId: 31337 })).rejects.toThrow(/No price for token/)
  })
})

describe("the service SDK's route list", () => {
  it('holds every token route the devnet serves, and the devnet answers each', async () => {
    const answers = await Promise.all(
      TOKEN_ROUTES.map((route) =>
        route.startsWith('/currencies/token')
          ? fetch(`${devnet.serviceUrl}${route}?address=${NATIVE_CURRENCY}&chainId=31337`)
          : fetch(`${devnet.serviceUrl}${route}`, route === '/chains' ? {} : { method: 'POST' }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(TOKEN_ROUTES.map(() => 200))
    const [v1, v2, , , chains] = (await Promise.all(answers.map((answer) => answer.json()))) as [
      (ListedCurrency & { groupID: string })[][],
      ListedCurrency[],
      unknown,
      unknown,
      { chains: PublishedChain[] },
    ]
    expect([fitsV1(v1).length, fitsV2(v2).length, chains.chains.map(fitsChain).length]).toEqual([20, 20, 4])
  })
})

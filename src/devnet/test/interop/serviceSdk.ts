import { axios as sdkAxios, createClient, execute, getQuote, LogLevel, type Execute, type GetQuoteParameters, type ProgressData, type RelayChain } from '@relayprotocol/relay-sdk'
import { configureDynamicChains } from '@relayprotocol/relay-sdk/chain-utils'
import axios from 'axios'
import { createWalletClient, http, type Address, type WalletClient } from 'viem'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { viemChain } from '../../chain/clients'
import type { Devnet, StartDevnetOptions } from '../../startDevnet'
import type { DevnetAccount } from '../../types'
import { startDevnetForFile } from '../harness'
import { guardOffline, routeAxios, type AxiosRoutes, type OfflineGuard } from './offline'

/*
 * Test-only: the service's own SDK (`@relayprotocol/relay-sdk`, unmodified) pointed at a devnet.
 * `createClient({ baseApiUrl })` sends it to the devnet's service, and `configureDynamicChains()`
 * sets its chains from the devnet's `GET /chains`. The one public call it makes on its own, the
 * venue submission posted to the venue's public host with axios's default instance, is routed to
 * the devnet's venue; any other call off this machine fails the test.
 */

/** Where the SDK posts a signed venue action (hard-coded in its `postHyperliquidSignature`). */
export const VENUE_PUBLIC_HOST = 'api.hyperliquid.xyz'
/** The SDK polls every 5 s by default; the devnet settles within milliseconds. */
const POLL_MS = 50

export interface SdkOnDevnet {
  devnet: Devnet
  /** The chains the SDK read from the devnet's `GET /chains`. */
  chains: RelayChain[]
  /** The calls routed from a public host to the devnet. */
  routes: AxiosRoutes
  /** A viem wallet client of a dev account on an EVM chain of the devnet; anvil signs. */
  wallet(account: DevnetAccount, chainId?: number): WalletClient
  quote(parameters: Omit<GetQuoteParameters, 'user' | 'recipient'> & { user: Address; recipient?: Address }): Promise<Execute>
  /** Runs `quote` with the SDK's `execute`; the progress it reported is kept. */
  execute(quote: Execute, wallet: WalletClient): Promise<{ data: Execute; progress: ProgressData[] }>
}

/**
 * Starts a devnet for the calling test file, sets the SDK up on it behind the offline guard,
 * and fails the test in which anything tried to leave the machine.
 */
export function sdkOnDevnetForFile(onReady: (sdk: SdkOnDevnet) => void, devnetOptions: StartDevnetOptions = {}): void {
  let devnet: Devnet
  let guard: OfflineGuard
  let routes: AxiosRoutes
  startDevnetForFile((started) => (devnet = started), devnetOptions)
  beforeAll(async () => {
    guard = guardOffline()
    routes = routeAxios([sdkAxios, axios], { routes: { [VENUE_PUBLIC_HOST]: devnet.venueUrl }, refused: guard.refused })
    createClient({ baseApiUrl: devnet.serviceUrl, source: 'ferry-interop', pollingInterval: POLL_MS, maxPollingAttemptsBeforeTimeout: 600, logLevel: LogLevel.None })
    const chains = await configureDynamicChains()
    onReady({ devnet, chains, routes, wallet, quote: (parameters) => getQuote(parameters), execute: run })
  })
  afterEach(() => {
    expect(guard.refused, 'hosts the SDK tried to reach off this machine').toEqual([])
  })
  afterAll(() => {
    routes?.eject()
    guard?.restore()
  })

  function wallet(account: DevnetAccount, chainId = devnet.chains[0]!.id): WalletClient {
    const chain = devnet.chains.find((entry) => entry.id === chainId)
    if (!chain) throw new Error(`no devnet chain ${chainId}`)
    // A JSON-RPC account: anvil holds the dev keys and signs transactions and typed data itself.
    return createWalletClient({ account: account.address, chain: viemChain(chain), transport: http(chain.rpcUrl) })
  }

  async function run(quote: Execute, walletClient: WalletClient) {
    const progress: ProgressData[] = []
    const { data } = await execute({ quote, wallet: walletClient, onProgress: (update) => progress.push(update) })
    return { data, progress }
  }
}

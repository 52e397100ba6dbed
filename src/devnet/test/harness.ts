import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createFerryClient, executeQuote, NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC, walletFromViem, type ExecutionProgress, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
import { viemChain } from '../chain/clients'
import { testUsdcArtifact } from '../contracts/artifacts'
import { afterAll, beforeAll, inject } from 'vitest'
import { startDevnet, type Devnet, type StartDevnetOptions } from '../startDevnet'
import type { DevnetAccount } from '../types'
import type {} from './devnetStateContext'

/** Fast status polling: the devnet settles within milliseconds. */
export const fastPoll = { initialIntervalMs: 20, maxIntervalMs: 100, refundWaitMs: 5_000, timeoutMs: 30_000 }

/** A dev user of the devnet as a dApp would drive it: a core client and a viem-backed wallet. */
export function userOf(devnet: Devnet, account: DevnetAccount, { startChainId }: { startChainId?: number } = {}) {
  const chains = devnet.chains.map(viemChain)
  const publicClients = new Map<number, PublicClient>(
    chains.map((chain) => [chain.id, createPublicClient({ chain, transport: http(), pollingInterval: 20 }) as PublicClient]),
  )
  const start = chains.find((chain) => chain.id === (startChainId ?? chains[0]!.id))!
  const walletClient = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain: start, transport: http() })
  const wallet = walletFromViem(walletClient, [...publicClients.values()])
  const client = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl, profile: devnet.profile })
  const progress: ExecutionProgress[] = []

  const quote = (request: QuoteRequestInput) => client.getQuote({ user: account.address, ...request })
  const execute = (quoted: QuoteResponse) => executeQuote({ quote: quoted, client, wallet, poll: fastPoll, onProgress: (p) => progress.push(p) })

  async function quoteAndExecute(request: QuoteRequestInput) {
    const quoted = await quote(request)
    return { quote: quoted, result: await execute(quoted) }
  }

  return { account, client, wallet, publicClients, progress, quote, execute, quoteAndExecute, publicClient: (id: number) => publicClients.get(id)! }
}

/** The devnet chain `id`, or a failed test. */
export function chainOf(devnet: Devnet, id: number) {
  const chain = devnet.chains.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return chain
}

export async function usdcBalance(client: PublicClient, token: `0x${string}`, owner: `0x${string}`): Promise<bigint> {
  return client.readContract({ address: token, abi: testUsdcArtifact.abi, functionName: 'balanceOf', args: [owner] })
}

/** Gas paid for a transaction, to account for a sender's native balance exactly. */
export async function gasPaid(client: PublicClient, hash: `0x${string}`): Promise<bigint> {
  const receipt = await client.getTransactionReceipt({ hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** Switches devnet faults over HTTP, as a test of an integrator would. */
export async function setFaults(devnet: Devnet, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${devnet.serviceUrl}/_devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`faults: HTTP ${response.status}`)
}

/** Moves devnet prices over HTTP (`{ "ETH": "2900.5" }` or `{ "reset": true }`); returns the table. */
export async function setPrices(devnet: Devnet, body: Record<string, string | true>): Promise<Record<string, string>> {
  const response = await fetch(`${devnet.serviceUrl}/_devnet/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`prices: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, string>
}

/**
 * Starts one devnet for the calling test file and stops it after the file's last test: from the
 * state the run's global setup saved (src/devnet/test/savedStateSetup.ts), or deployed afresh without one.
 */
export function startDevnetForFile(onStarted: (devnet: Devnet) => void, options: StartDevnetOptions = {}): void {
  let started: Devnet | undefined
  beforeAll(async () => {
    started = await startDevnet({ state: inject('devnetState'), ...options })
    onStarted(started)
  }, 60_000)
  afterAll(async () => {
    await started?.stop()
  })
}

/** 0.01 ETH from Anvil One to Anvil Two: the plainest request, shared by the tests. */
export const ETH_BRIDGE = {
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
} as const

/** A withdrawal of `amount` perps USDC from the venue into `destinationCurrency` on Anvil Two. */
export const venueWithdrawal = (destinationCurrency: string, amount = '25000000') =>
  ({
    originChainId: VENUE_CHAIN_ID,
    destinationChainId: 31338,
    originCurrency: VENUE_PERPS_USDC,
    destinationCurrency,
    amount,
    tradeType: 'EXACT_INPUT',
    protocolVersion: 'v2',
  }) as const

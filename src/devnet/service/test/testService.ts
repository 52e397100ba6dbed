import { createPublicClient, http, type PublicClient } from 'viem'
import { createFerryClient, type FerryClient } from '../../../core/index'
import { startAnvil } from '../../anvil/startAnvil'
import { Faults } from '../../faults'
import type { DevnetChain } from '../../types'
import { PriceTable } from '../priceTable'
import { startService, type RunningService } from '../server'
import { RequestStore } from '../store'
import { devnetChain, solverAccount, venueTokens } from './fixtures'

export interface TestService {
  service: RunningService
  client: FerryClient
  store: RequestStore
  faults: Faults
  prices: PriceTable
  chains: DevnetChain[]
  publicClients: Map<number, PublicClient>
  stop(): Promise<void>
}

/**
 * Test-only: the service over real anvil chains 31337 and 31338, whose contract addresses are
 * made-up accounts (enough to quote native transfers). The ERC20 allowance read is replaced,
 * since no token is deployed.
 */
export async function startTestService({ store = new RequestStore() }: { store?: RequestStore } = {}): Promise<TestService> {
  const anvils = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  const chains = anvils.map((anvil) => devnetChain(anvil.chainId, anvil.rpcUrl))
  const publicClients = new Map(anvils.map((anvil) => [anvil.chainId, createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient]))
  const faults = new Faults()
  const prices = new PriceTable()
  const service = await startService({
    chains,
    publicClients,
    solverAddress: solverAccount.address,
    venueTokens,
    store,
    faults,
    prices,
    reads: { allowance: () => Promise.resolve(0n) },
  })
  // No retries: a test that expects a refusal must see it once.
  const client = createFerryClient({ baseUrl: service.url, retry: { attempts: 0 } })
  return {
    service,
    client,
    store,
    faults,
    prices,
    chains,
    publicClients,
    async stop() {
      await service.close()
      await Promise.all(anvils.map((anvil) => anvil.stop()))
    },
  }
}

/** A raw call, for what the core client would refuse to send or would retry. */
export async function call(url: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

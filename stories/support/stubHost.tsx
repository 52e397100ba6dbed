import type { Decorator } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import type { Address, Hex } from 'viem'
import { WagmiProvider, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createFerryClient, NATIVE_CURRENCY, VENUE_CHAIN_ID, VENUE_PERPS_USDC, type QuoteResponse } from '../../src/core/index'
import { executionStorageKey } from '../../src/react/execution/store'
import { FerryProvider, type ExecutionHistoryEntry, type ExecutionState } from '../../src/react/index'
import { historyStorageKey } from '../../src/react/history/store'
import type { WidgetChain, WidgetCurrency } from '../../src/widget/index'
import type { ChainDisplayProps } from '../../src/widget/display/text'
import { venueWithdrawalSteps } from '../../src/widget/test/quotes'
import { ensTransport } from '../../src/widget/test/ensTransport'
import { ACCOUNT, OTHER, SPOT_HYPE, stubWagmiConfig, USDC_ONE, USDC_TWO } from '../../src/widget/test/stubWallet'

/**
 * A host app for stories with NO network: its own wagmi config (the `mock` connector, chain reads
 * answered by a `custom` transport from fixed values; the RPC URLs are never called), its own
 * QueryClient, and a Ferry client whose `fetch` answers the service and the venue from fixed
 * bodies. Stories set what it answers with `parameters.stub` (see `StubParameters`).
 */

export { ACCOUNT, OTHER, SPOT_HYPE, stubWagmiConfig, USDC_ONE, USDC_TWO }
export const STUB_SERVICE_URL = 'http://stub.invalid'
export const STUB_VENUE_URL = 'http://venue.stub.invalid'

export const stubChains: WidgetChain[] = [
  { id: 31337, name: 'Anvil One', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm', explorerUrl: 'https://one.example/tx/{txHash}' },
  { id: 31338, name: 'Anvil Two', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm', explorerUrl: 'https://two.example/tx/{txHash}' },
  { id: VENUE_CHAIN_ID, name: 'Venue', vmType: 'venue' },
]

export const stubCurrencies: WidgetCurrency[] = [
  { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31337, address: USDC_ONE, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 31338, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31338, address: USDC_TWO, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
]

/** What the stub host answers; every field optional. */
export interface StubParameters {
  /**
   * `quote` (default): a quote for the request at fixed prices; `no-route`: a 400; `too-low`: a 400
   * `AMOUNT_TOO_LOW` in human units; `unavailable`: a 503; `pending`: never answers.
   */
  quote?: 'quote' | 'no-route' | 'too-low' | 'unavailable' | 'pending'
  /** The service's message for `no-route`. */
  noRouteMessage?: string
  /** Wei on every chain. Default 2 ETH. */
  nativeBalance?: bigint
  /** USDC units on every chain. Default 500 USDC. */
  usdcBalance?: bigint
  /** The venue's `withdrawable`. Default `"250.5"`. */
  withdrawable?: string
  /** Connect the mock wallet on mount (default true). */
  connected?: boolean
  /** The status word every status read answers. Default `pending`. */
  status?: string
  /** An execution the widget finds in its store at mount (a run in flight, or one that ended). */
  execution?: ExecutionState
  /** History entries found at mount. */
  history?: ExecutionHistoryEntry[]
  /**
   * `GET /chains`: `service` answers `stubServiceChains`, `pending` never answers, `error` a 400;
   * default a 404 (a service without the list: the widget keeps to the host's).
   */
  chains?: 'service' | 'pending' | 'error'
  /** ENS names and their addresses: the host's config then has mainnet, read through a stub resolver. */
  ensNames?: Record<string, Address>
}

/** Fixed prices in cents, per symbol. */
const PRICE_CENTS: Record<string, bigint> = { ETH: 330_000n, USDC: 100n, HYPE: 2_500n }

/** A type alias, not an interface: it fits the quote's `CurrencyInfo` (an index signature). */
type QuoteCurrency = { chainId: number; address: string; symbol: string; name: string; decimals: number }

function currencyOf(chainId: number, address: string): QuoteCurrency {
  const known = stubCurrencies.find((c) => c.chainId === chainId && c.address.toLowerCase() === address.toLowerCase())
  if (known) return { chainId, address: known.address, symbol: known.symbol, name: known.name, decimals: known.decimals }
  if (chainId === VENUE_CHAIN_ID && address === SPOT_HYPE) return { chainId, address, symbol: 'HYPE', name: 'Hype', decimals: 8 }
  if (chainId === VENUE_CHAIN_ID) return { chainId, address: VENUE_PERPS_USDC, symbol: 'USDC', name: 'USDC', decimals: 6 }
  return { chainId, address, symbol: 'TKN', name: 'Token', decimals: 18 }
}

/** A bigint amount with exactly `digits` fraction digits, for fixtures: no float ever touches an amount. */
const fixed = (units: bigint, digits: number) => {
  const scale = 10n ** BigInt(digits)
  return `${units / scale}.${(units % scale).toString().padStart(digits, '0')}`
}
const usd = (amount: bigint, decimals: number, cents: bigint) => fixed((amount * cents) / 10n ** BigInt(decimals), 2)

/** A quote for the request at fixed prices less 0.3%, with USD values: deterministic, like a fixture. */
export function stubQuoteFor(request: Record<string, unknown>): QuoteResponse {
  const requestId = `0x${'ab'.repeat(32)}` as Hex
  const inCurrency = currencyOf(Number(request.originChainId), String(request.originCurrency))
  const outCurrency = currencyOf(Number(request.destinationChainId), String(request.destinationCurrency))
  const pIn = PRICE_CENTS[inCurrency.symbol] ?? 100n
  const pOut = PRICE_CENTS[outCurrency.symbol] ?? 100n
  const amount = BigInt(String(request.amount ?? '0'))
  const exactOutput = request.tradeType === 'EXACT_OUTPUT'
  const scaleIn = 10n ** BigInt(inCurrency.decimals)
  const scaleOut = 10n ** BigInt(outCurrency.decimals)
  const amountIn = exactOutput ? (amount * pOut * scaleIn * 1000n) / (pIn * scaleOut * 997n) : amount
  const amountOut = exactOutput ? amount : (amount * pIn * scaleOut * 997n) / (pOut * scaleIn * 1000n)
  const gas = scaleIn / 10_000n
  const relayer = (amountIn * 3n) / 1000n
  const withdrawal = inCurrency.chainId === VENUE_CHAIN_ID
  const deposit = {
    id: 'deposit',
    action: 'Confirm transaction in your wallet',
    description: 'Depositing funds to the relayer',
    kind: 'transaction' as const,
    requestId,
    items: [{ status: 'incomplete', data: { from: ACCOUNT, to: USDC_ONE, data: '0x' as const, value: '0', chainId: inCurrency.chainId } }],
  }
  return {
    steps: withdrawal ? venueWithdrawalSteps({ requestId, user: ACCOUNT, amount: fixed(amountIn, 6), destination: OTHER, nonce: 1_700_000_000_000, signatureChainId: 31337 }) : [deposit],
    fees: {
      gas: { currency: inCurrency, amount: String(gas), amountUsd: usd(gas, inCurrency.decimals, pIn) },
      relayer: { currency: inCurrency, amount: String(relayer), amountUsd: usd(relayer, inCurrency.decimals, pIn) },
    },
    details: {
      operation: 'bridge',
      timeEstimate: withdrawal ? 12 : 5,
      currencyIn: { currency: inCurrency, amount: String(amountIn), amountUsd: usd(amountIn, inCurrency.decimals, pIn) },
      currencyOut: { currency: outCurrency, amount: String(amountOut), amountUsd: usd(amountOut, outCurrency.decimals, pOut) },
    },
  }
}

const stubCurrency = (symbol: string, name: string, address: string, decimals: number) => ({ id: symbol.toLowerCase(), symbol, name, address, decimals })

/** The service's `GET /chains` body: the stub chains, their tokens, and explorer bases (the service's form). */
export const stubServiceChains = {
  chains: [
    {
      id: 31337,
      name: 'anvil-one',
      displayName: 'Anvil One',
      explorerUrl: 'https://one.example',
      vmType: 'evm',
      currency: stubCurrency('ETH', 'Ether', NATIVE_CURRENCY, 18),
      erc20Currencies: [{ ...stubCurrency('USDC', 'USD Coin', USDC_ONE, 6), supportsBridging: true }],
    },
    {
      id: 31338,
      name: 'anvil-two',
      displayName: 'Anvil Two',
      explorerUrl: 'https://two.example',
      vmType: 'evm',
      currency: stubCurrency('ETH', 'Ether', NATIVE_CURRENCY, 18),
      erc20Currencies: [{ ...stubCurrency('USDC', 'USD Coin', USDC_TWO, 6), supportsBridging: true }],
    },
    { id: VENUE_CHAIN_ID, name: 'venue', displayName: 'Venue', vmType: 'hypevm', currency: stubCurrency('USDC', 'USD Coin (perps)', VENUE_PERPS_USDC, 6), erc20Currencies: [] },
  ],
}

/** Never answers; gives up only when the request is aborted (the form changed, the story unmounted). */
const never = (init: RequestInit | undefined) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))

const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })

/** The service and the venue, answered from fixed bodies. Nothing leaves the page. */
export function stubFetch(stub: StubParameters = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    if (url.pathname.endsWith('/quote')) {
      if (stub.quote === 'pending') return never(init)
      if (stub.quote === 'no-route') return json(400, { message: stub.noRouteMessage ?? 'No route found', errorCode: 'NO_ROUTE' })
      if (stub.quote === 'too-low') {
        return json(400, { message: 'Amount 0.0001 ETH is too low: fees of 0.00031 ETH exceed it; send at least 0.00032 ETH.', errorCode: 'AMOUNT_TOO_LOW' })
      }
      if (stub.quote === 'unavailable') return json(503, { message: 'Service Unavailable' })
      return json(200, stubQuoteFor(body))
    }
    if (url.pathname === '/chains' && stub.chains) {
      if (stub.chains === 'pending') return never(init)
      if (stub.chains === 'error') return json(400, { message: 'The chain list is not available', errorCode: 'INVALID_INPUT' })
      return json(200, stubServiceChains)
    }
    if (url.pathname.startsWith('/intents/status')) {
      const status = stub.status ?? 'pending'
      return json(200, {
        status,
        inTxHashes: [`0x${'d1'.repeat(32)}`],
        txHashes: status === 'success' || status === 'refund' ? [`0x${'f2'.repeat(32)}`] : [],
        updatedAt: 1,
      })
    }
    if (url.pathname.endsWith('/info') && body.type === 'spotMeta') return json(200, { tokens: [{ name: 'HYPE', tokenId: SPOT_HYPE, index: 150, szDecimals: 2, weiDecimals: 8 }] })
    if (url.pathname.endsWith('/info') && body.type === 'clearinghouseState') return json(200, { withdrawable: stub.withdrawable ?? '250.5' })
    return json(404, { message: `not stubbed: ${url.pathname}` })
  }
}

let mounts = 0

/**
 * What a dApp has around the widget, offline: WagmiProvider (mock wallet, connected on mount unless
 * `connected: false`), QueryClientProvider and FerryProvider on the stub client. Each mount gets
 * its own namespace, seeded with `execution` and `history` before the stores read it.
 */
export function StubHost({ stub = {}, children }: { stub?: StubParameters | undefined; children: ReactNode }) {
  const [host] = useState(() => {
    const namespace = `story-${++mounts}`
    localStorage.removeItem(executionStorageKey(namespace))
    localStorage.removeItem(historyStorageKey(namespace))
    if (stub.execution) localStorage.setItem(executionStorageKey(namespace), JSON.stringify({ version: 1, state: { execution: stub.execution } }))
    if (stub.history) localStorage.setItem(historyStorageKey(namespace), JSON.stringify({ version: 1, state: { entries: stub.history } }))
    return {
      namespace,
      config: stubWagmiConfig({ ...stub, mainnetTransport: stub.ensNames ? ensTransport(stub.ensNames).transport : undefined }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      client: createFerryClient({
        baseUrl: STUB_SERVICE_URL,
        venueApiUrl: STUB_VENUE_URL,
        fetch: stubFetch(stub),
        // A pending quote or list must stay pending: no timeout to turn it into an error.
        ...(stub.quote === 'pending' || stub.chains === 'pending' ? { timeoutMs: 86_400_000 } : {}),
      }),
    }
  })
  const [ready, setReady] = useState(stub.connected === false)
  useEffect(() => {
    if (stub.connected === false) return
    void connect(host.config, { connector: host.config.connectors[0]!, chainId: 31337 }).finally(() => setReady(true))
  }, [host, stub.connected])
  return (
    // No reconnect on mount: it would end the connection made below (there is no storage to reconnect from).
    <WagmiProvider config={host.config} reconnectOnMount={false}>
      <QueryClientProvider client={host.queryClient}>
        <FerryProvider client={host.client} namespace={host.namespace}>
          {ready ? children : null}
        </FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** Decorator: the stub host, answering as `parameters.stub` says. */
export const withStubHost: Decorator = (Story, context) => (
  <StubHost stub={context.parameters.stub as StubParameters | undefined}>
    <Story />
  </StubHost>
)

/** Connects the mock wallet, as a host's connect modal would. */
export function connectStubWallet(config: Config) {
  return connect(config, { connector: config.connectors[0]!, chainId: 31337 })
}

/** Chain names for the parts' `chainName` prop. */
export const chainName = (chainId: number) =>
  ({ 31337: 'Anvil One', 31338: 'Anvil Two', [VENUE_CHAIN_ID]: 'Venue', 8453: 'Base', 42161: 'Arbitrum' })[chainId]

/** Typed as the prop it fills, so a story may set it back to `undefined` (no explorer). */
export const explorerTxUrl: ChainDisplayProps['explorerTxUrl'] = (chainId, hash) => `https://explorer.example/${chainId}/tx/${hash}`

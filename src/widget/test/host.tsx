import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, type RenderResult } from '@testing-library/react'
import { Profiler, type ProfilerOnRenderCallback } from 'react'
import { WagmiProvider } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createFerryClient, NATIVE_CURRENCY, VENUE_CHAIN_ID, type QuoteResponse } from '../../core/index'
import { BridgeWidget } from '../BridgeWidget'
import type { WidgetEvent } from '../events'
import type { BridgeWidgetProps, WidgetChain, WidgetCurrency } from '../types'
import { ACCOUNT, SPOT_HYPE, stubWagmiConfig, USDC_ONE, USDC_TWO, type StubBalances } from './stubWallet'

/**
 * A host app for the widget's tests, offline: its own wagmi config (the `mock` connector, chain
 * reads answered by a stub transport), its own QueryClient, and a Ferry client whose `fetch` is a
 * stub answering `/quote` and the venue's `/info` with fixed bodies, every call recorded.
 */
export { ACCOUNT, OTHER, SPOT_HYPE, USDC_ONE, USDC_TWO } from './stubWallet'

export const chains: WidgetChain[] = [
  { id: 31337, name: 'Anvil One', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm', explorerUrl: 'https://one.test/tx/{txHash}' },
  { id: 31338, name: 'Anvil Two', nativeCurrency: { symbol: 'ETH', decimals: 18 }, vmType: 'evm' },
  { id: VENUE_CHAIN_ID, name: 'Venue', vmType: 'venue' },
]
export const currencies: WidgetCurrency[] = [
  { chainId: 31337, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31337, address: USDC_ONE, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { chainId: 31338, address: NATIVE_CURRENCY, symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31338, address: USDC_TWO, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
]

export interface HostOptions extends Partial<BridgeWidgetProps>, StubBalances {
  /** The answer to `POST /quote`; default a quote for the request. */
  quote?: ((body: Record<string, unknown>) => { status: number; body: unknown }) | undefined
  /** The venue's `withdrawable`. Default `"250.5"`. */
  withdrawable?: string | undefined
  /** The answer to `GET /chains`; default a 404 (a service without the route). May wait. */
  serviceChains?: (() => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>) | undefined
  /** The answer to `GET /currencies/token/price`; default a 404 (the token is not priced). */
  tokenPrice?: ((query: URLSearchParams) => { status: number; body: unknown }) | undefined
  /** Wraps the widget in React's <Profiler> with this callback (bench/commits). */
  onRender?: ProfilerOnRenderCallback | undefined
}

export interface Call {
  url: string
  body: Record<string, unknown> | undefined
}

export function quoteFor(request: Record<string, unknown>): QuoteResponse {
  const requestId = `0x${'ab'.repeat(32)}` as const
  const currency = (chainId: unknown, address: unknown) => ({ chainId: Number(chainId), address: String(address), symbol: 'TKN', name: 'Token', decimals: 6 })
  return {
    steps: [
      {
        id: 'deposit',
        action: 'Confirm transaction in your wallet',
        description: 'Depositing funds',
        kind: 'transaction',
        requestId,
        items: [{ status: 'incomplete', data: { from: ACCOUNT, to: USDC_ONE, data: '0x', value: '0', chainId: Number(request.originChainId) } }],
      },
    ],
    fees: { gas: { amount: '1000', currency: String(request.originCurrency) }, relayer: { amount: '2000', currency: String(request.originCurrency) } },
    details: {
      operation: 'bridge',
      timeEstimate: 5,
      currencyIn: { currency: currency(request.originChainId, request.originCurrency), amount: String(request.amount) },
      currencyOut: { currency: currency(request.destinationChainId, request.destinationCurrency), amount: String(request.amount) },
    },
  }
}

export function renderWidget(options: HostOptions = {}) {
  const { nativeBalance, usdcBalance, mainnetTransport, atomic, rejectSends, quote, withdrawable = '250.5', serviceChains, tokenPrice, onRender, ...props } = options
  const config = stubWagmiConfig({ nativeBalance, usdcBalance, mainnetTransport, atomic, rejectSends })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

  const calls: Call[] = []
  const stubFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input)
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
    calls.push({ url, body })
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
    if (url.endsWith('/quote')) {
      const answer = quote?.(body ?? {}) ?? { status: 200, body: quoteFor(body ?? {}) }
      return json(answer.status, answer.body)
    }
    if (url.includes('/currencies/token/price?') && tokenPrice) {
      const answer = tokenPrice(new URL(url).searchParams)
      return json(answer.status, answer.body)
    }
    if (url.endsWith('/chains') && serviceChains) {
      const answer = await serviceChains()
      return json(answer.status, answer.body)
    }
    if (url.endsWith('/info') && body?.type === 'spotMeta') return json(200, { tokens: [{ name: 'HYPE', tokenId: SPOT_HYPE, index: 150, szDecimals: 2, weiDecimals: 8 }] })
    if (url.endsWith('/info') && body?.type === 'clearinghouseState') return json(200, { withdrawable })
    return json(404, { message: 'not stubbed' })
  }
  const client = createFerryClient({ baseUrl: 'http://service.test', venueApiUrl: 'http://venue.test', fetch: stubFetch as typeof fetch })
  const events: WidgetEvent[] = []
  // As a host's connect modal does: outside React's act (the test waits for what follows).
  const onConnectWallet = () => void connect(config, { connector: config.connectors[0]!, chainId: 31337 })
  const widget = (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BridgeWidget chains={chains} currencies={currencies} client={client} onConnectWallet={onConnectWallet} onEvent={(event) => events.push(event)} {...props} />
      </QueryClientProvider>
    </WagmiProvider>
  )
  const view: RenderResult = render(
    onRender ? (
      <Profiler id="widget" onRender={onRender}>
        {widget}
      </Profiler>
    ) : (
      widget
    ),
  )

  async function connectWallet(chainId = 31337) {
    await act(() => connect(config, { connector: config.connectors[0]!, chainId }))
  }
  const quotes = () => calls.filter((call) => call.url.endsWith('/quote')).map((call) => call.body!)
  return { view, config, calls, quotes, events, connectWallet }
}

import type { Decorator } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { defineChain, http, type Chain, type Transport } from 'viem'
import { createConfig, WagmiProvider, type Config } from 'wagmi'
import { mock } from 'wagmi/connectors'
import { FerryProvider } from '../../src/react/index'
import { storyDevnet } from './devnet'
import type { StoryDevnet } from './description'
import './devnet.css'

/** A viem chain with the devnet's real RPC: wagmi's mock connector forwards signing there. */
function devnetChain(chain: StoryDevnet['chains'][number]): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: chain.contracts.multicall3 } },
  })
}

/** The host app's wagmi config: the devnet chains and a mock connector on the first dev user. */
export function devnetWagmiConfig(devnet: StoryDevnet): Config {
  const chains = devnet.chains.map(devnetChain) as [Chain, ...Chain[]]
  return createConfig({
    chains,
    connectors: [mock({ accounts: [devnet.accounts[0]!.address] })],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])) as Record<number, Transport>,
    // Anvil mines on every transaction: poll receipts fast.
    pollingInterval: 250,
    // Every story load starts disconnected; nothing is kept between stories.
    storage: null,
  })
}

/**
 * What a dApp already has around its UI: its own WagmiProvider and QueryClientProvider, and
 * FerryProvider pointed at the service and the venue. One fresh set per mounted story.
 */
export function DevnetHost({ devnet, children }: { devnet: StoryDevnet; children: ReactNode }) {
  const [config] = useState(() => devnetWagmiConfig(devnet))
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <FerryProvider config={{ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl }}>{children}</FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** Shown in place of a live story when Storybook runs without a devnet (the static build). */
export function NoDevnet() {
  return (
    <section className="ferry-story-no-devnet" aria-labelledby="ferry-story-no-devnet-title">
      <h2 id="ferry-story-no-devnet-title">This story needs the devnet</h2>
      <p>
        It bridges for real, against local chains, the service and the venue. Start the devnet with <code>npm run storybook</code>:
        it builds the package, starts <code>ferry-devnet</code>, and opens Storybook on it.
      </p>
      <p className="ferry-story-no-devnet-note">
        A static build (<code>npm run build-storybook</code>) has no devnet, so live stories show this panel.
      </p>
    </section>
  )
}

/** Decorator for live stories: the host setup on the running devnet, or the panel above. */
export const withDevnetHost: Decorator = (Story) =>
  storyDevnet ? (
    <DevnetHost devnet={storyDevnet}>
      <Story />
    </DevnetHost>
  ) : (
    <NoDevnet />
  )

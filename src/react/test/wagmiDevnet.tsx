import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { http, type Chain, type Transport } from 'viem'
import { createConfig, WagmiProvider, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import type { OnCallbackError } from '../../core/index'
import { viemChain } from '../../devnet/chain/clients'
import type { Devnet } from '../../devnet/startDevnet'
import type { DevnetAccount } from '../../devnet/types'
import type { TestWallet } from '../../devnet/wallet/testWallet'
import { FerryProvider } from '../FerryProvider'

export interface WagmiDevnetOptions {
  /** The mock connector answers every `eth_signTypedData_v4` with a user rejection. */
  rejectSignatures?: boolean | undefined
  /**
   * Connects this test wallet (`createTestWallet` on the same account and chains) instead of the
   * mock; its policy answers the prompts, and `rejectSignatures` does not apply.
   */
  wallet?: TestWallet | undefined
  /** Chain the wallet starts on; the first devnet chain by default. */
  startChainId?: number | undefined
  namespace?: string | undefined
  /** The provider's `onCallbackError`. */
  onCallbackError?: OnCallbackError | undefined
}

/**
 * A host app's setup, as a dApp has it: its own wagmi config with the `mock` connector on a dev
 * account (anvil signs for it at each chain's real RPC), its own QueryClient, and FerryProvider.
 */
export function wagmiDevnet(devnet: Devnet, account: DevnetAccount, options: WagmiDevnetOptions = {}) {
  const chains = devnet.chains.map(viemChain) as [Chain, ...Chain[]]
  const ordered = options.startChainId
    ? ([chains.find((c) => c.id === options.startChainId)!, ...chains.filter((c) => c.id !== options.startChainId)] as [Chain, ...Chain[]])
    : chains
  // The mock reads its features at each request: flipping the flag makes the next prompt reject or sign.
  const features = { signTypedDataError: options.rejectSignatures ?? false }
  const config: Config = createConfig({
    chains: ordered,
    connectors: [options.wallet?.connector ?? mock({ accounts: [account.address], features })],
    transports: Object.fromEntries(ordered.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])) as Record<number, Transport>,
    pollingInterval: 20,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <FerryProvider config={{ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl }} namespace={options.namespace} onCallbackError={options.onCallbackError}>
          {children}
        </FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
  return {
    config,
    queryClient,
    wrapper,
    connect: () => connect(config, { connector: config.connectors[0]!, chainId: ordered[0].id }),
    /** From now on, the wallet rejects (true) or signs (false) typed data. */
    rejectSignatures: (reject: boolean) => {
      features.signTypedDataError = reject
    },
  }
}

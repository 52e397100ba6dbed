import { QueryClientProvider } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useConnection, WagmiProvider } from 'wagmi'
import { FerryProvider } from '../../src/react/index'
import { demoCall } from './hostCall'
import type { HostDevnet } from './hostDevnet'
import { createHostSetup, devnetChains, devnetCurrencies, type HostOptions, type HostSetup } from './hostSetup'
import { BridgeWidget } from './widget'

declare global {
  interface Window {
    /** Every `onEvent` the widget sent, in order: for a person debugging a failed run. */
    __ferryHostEvents?: unknown[]
  }
}

/**
 * A dApp page on the devnet: its own WagmiProvider and QueryClientProvider around the widget,
 * a connect handler of its own, and a small test-wallet panel (which account, and whether the
 * wallet rejects signature requests, as a user could decide in a real wallet).
 */
export function HostApp({ devnet, options }: { devnet: HostDevnet; options: HostOptions }) {
  const [setup] = useState(() => createHostSetup(devnet, options))
  const [currencies] = useState(() => devnetCurrencies(devnet))
  const [chains] = useState(() => devnetChains(devnet))
  const [call] = useState(() => (options.call === 'demo' ? demoCall(devnet, setup.address) : undefined))
  return (
    <WagmiProvider config={setup.config}>
      <QueryClientProvider client={setup.queryClient}>
        <FerryProvider config={{ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl }}>
          <header className="host-header">
            <h1>Ferry on the devnet</h1>
            <TestWallet setup={setup} options={options} />
          </header>
          <main className="host-main">
            <BridgeWidget
              chains={chains}
              currencies={currencies}
              onConnectWallet={() => void setup.connectWallet()}
              onEvent={(event) => (window.__ferryHostEvents ??= []).push(event)}
              defaultMode={options.mode}
              call={call}
            />
          </main>
        </FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function TestWallet({ setup, options }: { setup: HostSetup; options: HostOptions }) {
  const id = useId()
  const { isConnected } = useConnection()
  const [reject, setReject] = useState(options.reject)
  return (
    <section className="host-wallet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Test wallet</h2>
      <p>
        Dev account {options.account}: <code title={setup.address}>{setup.address}</code>{' '}
        <span className="host-wallet-state">{isConnected ? 'connected' : 'not connected'}</span>
      </p>
      <label>
        <input
          type="checkbox"
          checked={reject}
          onChange={(event) => {
            setReject(event.target.checked)
            setup.setRejectSignatures(event.target.checked)
          }}
        />{' '}
        Reject signature requests
      </label>
    </section>
  )
}

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useConnection, WagmiProvider } from 'wagmi'
import { FerryProvider } from 'ferry-kit/react'
import { demoCall } from './hostCall'
import type { HostDevnet } from './hostDevnet'
import { createHostSetup, type HostOptions, type HostSetup, type HostTheme } from './hostSetup'
// The page's Language menu lists what the widget ships (the list itself is not exported).
import { WIDGET_LOCALES } from '../../src/widget/i18n/resolveLocale'
import { BridgeWidget } from './widget'

declare global {
  interface Window {
    /** Every `onEvent` the widget sent, in order: for a person debugging a failed run. */
    __ferryHostEvents?: unknown[]
    /** Switches the widget's language as the page's "Language" menu does (the screens script uses it under an open dialog). */
    __ferryHostSetLocale?: (locale: string | undefined) => void
  }
}

/**
 * A dApp page on the devnet: its own WagmiProvider and QueryClientProvider around the widget,
 * a connect handler of its own, a light/dark switch, and a small test-wallet panel (which
 * account, and whether the wallet rejects signature requests, as a user could decide in a real
 * wallet). The widget gets no chains or currencies: it offers what the devnet's `GET /chains`
 * lists, with each chain's explorer (the devnet's own JSON pages).
 */
export function HostApp({ devnet, options }: { devnet: HostDevnet; options: HostOptions }) {
  const [setup] = useState(() => createHostSetup(devnet, options))
  const [call] = useState(() => (options.call === 'demo' ? demoCall(devnet, setup.address) : undefined))
  const [theme, setTheme] = useState<HostTheme>(options.theme)
  const [batch, setBatch] = useState(options.batch)
  const [locale, setLocale] = useState(options.locale)
  useEffect(() => {
    document.documentElement.dataset.hostTheme = theme
  }, [theme])
  useEffect(() => {
    window.__ferryHostSetLocale = setLocale
  }, [])
  return (
    <WagmiProvider config={setup.config}>
      <QueryClientProvider client={setup.queryClient}>
        <FerryProvider config={{ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl }}>
          <header className="host-header">
            <h1>Ferry on the devnet</h1>
            <ThemeSwitch theme={theme} onChange={setTheme} />
            <BatchSwitch batch={batch} onChange={setBatch} />
            <LanguageMenu locale={locale} onChange={setLocale} />
            <TestWallet setup={setup} options={options} />
          </header>
          <main className="host-main">
            <BridgeWidget
              theme={theme}
              onConnectWallet={() => void setup.connectWallet()}
              onEvent={(event) => (window.__ferryHostEvents ??= []).push(event)}
              defaultMode={options.mode}
              call={call}
              batch={batch}
              locale={locale}
            />
          </main>
        </FerryProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** The widget's `locale`; kept in the URL (`?locale=de`), so a reload keeps it. "Browser" leaves it to the browser's languages. */
function LanguageMenu({ locale, onChange }: { locale: string | undefined; onChange: (locale: string | undefined) => void }) {
  return (
    <label className="host-theme">
      Language{' '}
      <select
        value={locale ?? ''}
        onChange={(event) => {
          const next = event.target.value || undefined
          const url = new URL(window.location.href)
          if (next) url.searchParams.set('locale', next)
          else url.searchParams.delete('locale')
          window.history.replaceState(null, '', url)
          onChange(next)
        }}
      >
        <option value="">Browser</option>
        {WIDGET_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The page's and the widget's theme; kept in the URL (`?theme=dark`), so a reload keeps it. */
function ThemeSwitch({ theme, onChange }: { theme: HostTheme; onChange: (theme: HostTheme) => void }) {
  return (
    <label className="host-theme">
      <input
        type="checkbox"
        checked={theme === 'dark'}
        onChange={(event) => {
          const next = event.target.checked ? 'dark' : 'light'
          const url = new URL(window.location.href)
          url.searchParams.set('theme', next)
          window.history.replaceState(null, '', url)
          onChange(next)
        }}
      />{' '}
      Dark theme
    </label>
  )
}

/** The dApp lets the widget batch calls where the wallet can (`?batch=0` starts it off); kept in the URL. */
function BatchSwitch({ batch, onChange }: { batch: boolean; onChange: (batch: boolean) => void }) {
  return (
    <label className="host-theme">
      <input
        type="checkbox"
        checked={batch}
        onChange={(event) => {
          const url = new URL(window.location.href)
          if (event.target.checked) url.searchParams.delete('batch')
          else url.searchParams.set('batch', '0')
          window.history.replaceState(null, '', url)
          onChange(event.target.checked)
        }}
      />{' '}
      Batch calls
    </label>
  )
}

function TestWallet({ setup, options }: { setup: HostSetup; options: HostOptions }) {
  const id = useId()
  const { isConnected } = useConnection()
  return (
    <section className="host-wallet" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Test wallet</h2>
      <p>
        Dev account {options.account}: <code title={setup.address}>{setup.address}</code>{' '}
        <span className="host-wallet-state">{isConnected ? 'connected' : 'not connected'}</span>
      </p>
      <p>{options.wallet === 'smart' ? 'Batches calls: EIP-7702 smart account' : 'One request per transaction'}</p>
      <WalletSwitch label="Reject signature requests" initial={options.reject} onChange={setup.setRejectSignatures} />{' '}
      <WalletSwitch label="Reject transaction requests" initial={false} onChange={setup.setRejectTransactions} />
    </section>
  )
}

/** A checkbox that tells the test wallet how to answer, as a person testing a dApp would decide. */
function WalletSwitch({ label, initial, onChange }: { label: string; initial: boolean; onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(initial)
  return (
    <label>
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked)
          onChange(event.target.checked)
        }}
      />{' '}
      {label}
    </label>
  )
}

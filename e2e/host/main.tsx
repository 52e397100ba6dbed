import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'ferry-kit/widget/styles.css'
import { HostApp } from './HostApp'
import type { HostDevnet } from './hostDevnet'
import { readHostOptions } from './hostSetup'
import './host.css'

const root = createRoot(document.getElementById('root')!)
// The page's server answers the devnet it runs on (startHostServer.mjs).
const devnet = await fetch('/devnet.json').then((response): Promise<HostDevnet> | null => (response.ok ? response.json() : null), () => null)

function Problem({ children }: { children: string }) {
  return (
    <main className="host-main">
      <h1>Ferry on the devnet</h1>
      <p role="alert" className="host-note">
        {children}
      </p>
    </main>
  )
}

if (!devnet) {
  root.render(<Problem>No devnet: start this page with `npm start`, which starts the devnet first.</Problem>)
} else {
  let options
  try {
    options = readHostOptions(window.location.search, devnet.accounts.length)
  } catch (error) {
    root.render(<Problem>{(error as Error).message}</Problem>)
  }
  if (options) {
    root.render(
      <StrictMode>
        <HostApp devnet={devnet} options={options} />
      </StrictMode>,
    )
  }
}

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../src/widget/styles.css'
import { HostApp } from './HostApp'
import type { HostDevnet } from './hostDevnet'
import { readHostOptions } from './hostSetup'
import './host.css'

// Replaced at start by vite.config.ts from FERRY_DEVNET (null without a devnet).
declare const __FERRY_DEVNET__: HostDevnet | null

const root = createRoot(document.getElementById('root')!)

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

if (!__FERRY_DEVNET__) {
  root.render(<Problem>No devnet: start this page with `npm start`, which starts the devnet first.</Problem>)
} else {
  let options
  try {
    options = readHostOptions(window.location.search, __FERRY_DEVNET__.accounts.length)
  } catch (error) {
    root.render(<Problem>{(error as Error).message}</Problem>)
  }
  if (options) {
    root.render(
      <StrictMode>
        <HostApp devnet={__FERRY_DEVNET__} options={options} />
      </StrictMode>,
    )
  }
}

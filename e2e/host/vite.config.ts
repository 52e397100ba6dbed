import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import type { DescribedDevnet, HostDevnet } from './hostDevnet'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = resolve(root, '../..')

// The devnet is Node only (anvil, HTTP servers): neither its sources nor its build may reach the
// page. The page reads plain JSON about it, defined below from FERRY_DEVNET.
const nodeOnly = [resolve(repo, 'src/devnet') + sep, resolve(repo, 'dist/devnet')]

function keepDevnetOutOfThePage(): Plugin {
  return {
    name: 'ferry:keep-devnet-out-of-the-host-page',
    enforce: 'pre',
    load(id) {
      const file = resolve(id.split('?')[0]!)
      if (nodeOnly.some((prefix) => file.startsWith(prefix))) {
        this.error(`${file} is Node-only devnet code and cannot enter the host page; it reads the devnet from __FERRY_DEVNET__`)
      }
    },
  }
}

/**
 * Reads `describeDevnet(...)` JSON (what `ferry-devnet --json` prints) and drops the keys: the
 * mock connector never needs them, anvil signs for its dev accounts. Anything that is not a
 * devnet fails the server's start here instead of rendering a broken page. (Kept in this file:
 * Vite's coming native config loader takes no extensionless imports.)
 */
function hostDevnetFromJson(json: string): HostDevnet {
  const value = JSON.parse(json) as Partial<DescribedDevnet> | null
  const isUrl = (url: unknown) => typeof url === 'string' && /^https?:\/\//.test(url)
  const { serviceUrl, venueUrl, venueChainId, chains, solver, accounts } = value ?? {}
  if (
    !isUrl(serviceUrl) ||
    !isUrl(venueUrl) ||
    !Array.isArray(chains) ||
    !chains.every((chain) => Number.isInteger(chain.id) && isUrl(chain.rpcUrl) && chain.contracts) ||
    !Array.isArray(accounts) ||
    accounts.length === 0
  ) {
    throw new Error('FERRY_DEVNET is not the JSON of describeDevnet(...) (what `ferry-devnet --json` prints)')
  }
  return { serviceUrl: serviceUrl!, venueUrl: venueUrl!, venueChainId: venueChainId!, chains, solver: solver!, accounts: accounts.map(({ address }) => ({ address })) }
}

/**
 * The e2e host page: a dApp that embeds <BridgeWidget> from the sources. FERRY_DEVNET holds
 * `describeDevnet(...)` JSON; the test setup (e2e/support/globalSetup.ts) and `npm start`
 * (scripts/demo.mjs) set it and pass host and port when they start this server.
 */
export default defineConfig({
  root,
  cacheDir: resolve(repo, 'node_modules/.vite-e2e-host'),
  plugins: [react(), keepDevnetOutOfThePage()],
  define: {
    __FERRY_DEVNET__: JSON.stringify(process.env.FERRY_DEVNET ? hostDevnetFromJson(process.env.FERRY_DEVNET) : null),
  },
  server: {
    // The widget and its CSS come from src/, outside this root.
    fs: { allow: [repo] },
    // Transform the entry at start, so the first page load does not wait on it.
    warmup: { clientFiles: ['./main.tsx'] },
  },
  clearScreen: false,
})

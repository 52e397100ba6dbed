import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { browserDevnetFromJson, keepDevnetOut } from '../../build/browserDevnet.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = resolve(root, '../..')

/**
 * The e2e host page: a dApp that embeds <BridgeWidget> from the sources. FERRY_DEVNET holds
 * `describeDevnet(...)` JSON; the test setup (e2e/support/globalSetup.ts) and `npm start`
 * (scripts/demo.mjs) set it and pass host and port when they start this server.
 */
export default defineConfig({
  root,
  cacheDir: resolve(repo, 'node_modules/.vite-e2e-host'),
  plugins: [react(), keepDevnetOut({ repo, page: 'the host page' })],
  define: {
    // With the dev keys: the batching test wallet (`?wallet=smart`) signs EIP-7702 authorizations.
    __FERRY_DEVNET__: JSON.stringify(browserDevnetFromJson(process.env.FERRY_DEVNET, { keys: true })),
  },
  server: {
    // The widget and its CSS come from src/, outside this root.
    fs: { allow: [repo] },
    // Transform the entry at start, so the first page load does not wait on it.
    warmup: { clientFiles: ['./main.tsx'] },
  },
  clearScreen: false,
})

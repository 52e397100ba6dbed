// Serves the built host page (`npm run build:host`: e2e/host/dist, the widget from the package's
// dist) and the devnet it runs on at /devnet.json, which the page reads when it starts. Used by the
// e2e global setup, `npm start` (scripts/demo.mjs), `npm run screens` and the benches.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '../../scripts/serveStatic.mjs'

export const HOST_PAGE_DIST = fileURLToPath(new URL('./dist/', import.meta.url))

/**
 * Starts the host page's server on `host:port` (port 0: any free port) for `devnet`
 * (`describeDevnet(...)`). The page gets the dev keys: its batching test wallet signs EIP-7702
 * authorizations, which anvil cannot sign for it; they are anvil's public dev keys, worthless off the devnet.
 */
export async function startHostServer({ devnet, host = '127.0.0.1', port = 0 }) {
  if (!existsSync(`${HOST_PAGE_DIST}index.html`)) throw new Error('The host page is not built: run `npm run build && npm run build:host`.')
  const { serviceUrl, venueUrl, venueChainId, chains, solver, accounts } = devnet
  return serveStatic(HOST_PAGE_DIST, { host, port, routes: { '/devnet.json': { serviceUrl, venueUrl, venueChainId, chains, solver, accounts } } })
}

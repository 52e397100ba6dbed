// Serves the host page with Vite in middleware mode on a Node HTTP server of our own. Used by the
// e2e global setup and by `npm start` (scripts/demo.mjs). Middleware mode, because a listening Vite
// dev server installs its own SIGTERM and stdin-end handlers that call process.exit(): that would
// end the process before the devnet beside it is stopped, and leave its anvil processes behind.
import { createServer as createHttpServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/**
 * Starts the host page's server on `host:port` (port 0: any free port). The devnet comes from
 * FERRY_DEVNET, which `vite.config.ts` reads: set it first. `close()` ends the server, its
 * connections and Vite's watchers.
 */
export async function startHostServer({ host = '127.0.0.1', port = 0, logLevel = 'warn' } = {}) {
  const httpServer = createHttpServer()
  const vite = await createServer({
    configFile,
    logLevel,
    appType: 'spa',
    server: { middlewareMode: true, ws: { server: httpServer } },
  })
  httpServer.on('request', vite.middlewares)
  try {
    await new Promise((resolve, reject) => {
      httpServer.once('error', reject)
      httpServer.listen(port, host, resolve)
    })
  } catch (error) {
    await vite.close()
    throw error
  }
  const address = httpServer.address()
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    async close() {
      await vite.close()
      httpServer.closeAllConnections()
      await new Promise((resolve) => httpServer.close(() => resolve(undefined)))
    },
  }
}

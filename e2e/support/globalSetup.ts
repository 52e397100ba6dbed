import { describeDevnet, startDevnet } from '../../src/devnet/index'
import { startHostServer, type HostServer } from '../host/startHostServer.mjs'
import { E2E_ENV_VARIABLE, type E2eEnv } from './e2eEnv'

/**
 * Starts the devnet in this process (from the sources: nothing is built) and the host page's
 * Vite server on it, both on 127.0.0.1 and free ports, and tells the workers where they are in
 * FERRY_E2E. The function it returns is the global teardown: it stops both and leaves no process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet()
  let server: HostServer | undefined
  try {
    const described = describeDevnet(devnet)
    // The host's vite.config.ts reads the devnet from here (and keeps the keys out of the page).
    process.env.FERRY_DEVNET = JSON.stringify(described)
    server = await startHostServer()
    const hostUrl = server.url
    // One load before any test: dependency pre-bundling happens now, not in the middle of a flow.
    const page = await fetch(hostUrl)
    if (!page.ok) throw new Error(`the host page answered ${page.status}`)
    const env: E2eEnv = { devnet: described, hostUrl }
    process.env[E2E_ENV_VARIABLE] = JSON.stringify(env)
  } catch (error) {
    await server?.close()
    await devnet.stop()
    throw error
  }
  const started = server
  return async () => {
    await started.close()
    await devnet.stop()
  }
}

import { test as base } from '@playwright/test'
import { describeDevnet, startDevnet, type Devnet } from '../../src/devnet/index'
import { startHostServer, type HostServer } from '../host/startHostServer.mjs'
import type { DescribedDevnet } from '../host/hostDevnet'
import { resetDevnet } from './devnetHttp'
import { readE2eState } from './e2eEnv'

interface E2eFixtures {
  /** The spec file's devnet, as `describeDevnet` describes it. */
  devnet: DescribedDevnet
  /** Clears planned faults and moved prices before each test. */
  cleanDevnet: void
}

interface SpecDevnet {
  file: string
  devnet: Devnet
  described: DescribedDevnet
  host: HostServer
}

interface WorkerFixtures {
  /** The devnet and host page of the spec file a worker runs: each file gets its own, whatever ran before it. */
  specDevnet: (file: string) => Promise<SpecDevnet>
}

async function startSpecDevnet(file: string): Promise<SpecDevnet> {
  const devnet = await startDevnet({ state: readE2eState() })
  try {
    const described = describeDevnet(devnet)
    return { file, devnet, described, host: await startHostServer({ devnet: described }) }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

async function stopSpecDevnet({ devnet, host }: SpecDevnet): Promise<void> {
  await host.close()
  await devnet.stop()
}

/**
 * Playwright's `test` with a devnet of the spec file's own (started from the state the global setup
 * saved, in a fraction of a second) and `baseURL` on its host page (`page.goto('/?account=2')`).
 * Spec files share nothing, so any number of workers may run them in any order.
 */
export const test = base.extend<E2eFixtures, WorkerFixtures>({
  specDevnet: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      let current: Promise<SpecDevnet> | undefined
      await use(async (file) => {
        // A devnet that failed to start fails its own file's tests, not the next file's.
        const running = await current?.catch(() => undefined)
        if (running?.file === file) return running
        if (running) await stopSpecDevnet(running)
        current = startSpecDevnet(file)
        return current
      })
      const running = await current?.catch(() => undefined)
      if (running) await stopSpecDevnet(running)
    },
    { scope: 'worker' },
  ],
  devnet: async ({ specDevnet }, use, testInfo) => use((await specDevnet(testInfo.file)).described),
  baseURL: async ({ specDevnet }, use, testInfo) => use((await specDevnet(testInfo.file)).host.url),
  cleanDevnet: [
    async ({ devnet }, use) => {
      await resetDevnet(devnet)
      await use()
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'

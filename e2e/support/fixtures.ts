import { test as base } from '@playwright/test'
import type { DescribedDevnet } from '../host/hostDevnet'
import { resetDevnet } from './devnetHttp'
import { readE2eEnv } from './e2eEnv'

interface E2eFixtures {
  /** The running devnet, as `describeDevnet` describes it. */
  devnet: DescribedDevnet
  /** Clears planned faults and moved prices before each test. */
  cleanDevnet: void
}

/** Playwright's `test` with the devnet, and `baseURL` on the host page (`page.goto('/?account=2')`). */
export const test = base.extend<E2eFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  devnet: async ({}, use) => use(readE2eEnv().devnet),
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(readE2eEnv().hostUrl),
  cleanDevnet: [
    async ({ devnet }, use) => {
      await resetDevnet(devnet)
      await use()
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'

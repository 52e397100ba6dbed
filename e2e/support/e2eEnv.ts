import type { DescribedDevnet } from '../host/hostDevnet'

/** What the global setup hands the tests: the devnet's description and the host page's URL. */
export interface E2eEnv {
  devnet: DescribedDevnet
  hostUrl: string
}

/** The variable the global setup sets before Playwright starts its workers (they inherit it). */
export const E2E_ENV_VARIABLE = 'FERRY_E2E'

export function readE2eEnv(): E2eEnv {
  const json = process.env[E2E_ENV_VARIABLE]
  if (!json) throw new Error(`${E2E_ENV_VARIABLE} is not set: run the browser tests with \`npm run e2e\`, whose global setup starts the devnet and the host page`)
  return JSON.parse(json) as E2eEnv
}

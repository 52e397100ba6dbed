import { readDevnetState, type DevnetState } from '../../src/devnet/state/devnetState'

/** The variable the global setup sets before Playwright starts its workers (they inherit it): where the saved devnet is. */
export const E2E_STATE_VARIABLE = 'FERRY_E2E_STATE'

/** The devnet the global setup deployed and saved, which each spec file's devnet starts from. */
export function readE2eState(): DevnetState {
  const dir = process.env[E2E_STATE_VARIABLE]
  if (!dir) throw new Error(`${E2E_STATE_VARIABLE} is not set: run the browser tests with \`npm run e2e\`, whose global setup deploys the devnet`)
  return readDevnetState(dir)
}

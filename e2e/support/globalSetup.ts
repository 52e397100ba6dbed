import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuilt } from '../../scripts/ensureBuilt.mjs'
import { DEFAULT_CHAINS } from '../../src/devnet/index'
import { saveDevnetState } from '../../src/devnet/state/devnetState'
import { E2E_STATE_VARIABLE } from './e2eEnv'

/**
 * Builds the package and the host page if out of date, deploys the devnet once and saves its state,
 * which each spec file's devnet starts from (support/fixtures.ts), and tells the workers where it is
 * in FERRY_E2E_STATE. The function it returns is the global teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  ensureBuilt()
  const dir = mkdtempSync(join(tmpdir(), 'ferry-e2e-devnet-'))
  await saveDevnetState({ dir, chains: DEFAULT_CHAINS })
  process.env[E2E_STATE_VARIABLE] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { DEFAULT_CHAINS } from '../startDevnet'
import { saveDevnetState } from '../state/devnetState'
import type {} from './devnetStateContext'

/** Vitest's global setup: deploys the devnet once for the whole run and hands its saved state to every project. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-devnet-state-'))
  project.provide('devnetState', await saveDevnetState({ dir, chains: DEFAULT_CHAINS }))
  return () => rmSync(dir, { recursive: true, force: true })
}

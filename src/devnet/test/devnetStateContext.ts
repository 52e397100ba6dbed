// What the run's global setup hands every test file (vitest's `provide`/`inject`), typed.
import type { DevnetState } from '../state/devnetState'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet deployed once for the run (savedStateSetup.ts); each file's devnet starts from it (`startDevnetForFile`). */
    devnetState: DevnetState
  }
}

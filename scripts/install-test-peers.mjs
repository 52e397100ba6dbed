// The peers of the vitest projects on other majors (vitest.config.ts): wagmi 2 in test/wagmi2 and
// React 18 in test/react18, each from its own lock file, once per lock change.
import { fileURLToPath } from 'node:url'
import { installLocked } from './lockedInstall.mjs'

await Promise.all(['../test/wagmi2/', '../test/react18/'].map((folder) => installLocked(fileURLToPath(new URL(folder, import.meta.url)))))

// The hook and widget tests on wagmi 2, beside the main run on wagmi 3: installs test/wagmi2 (its
// lock file, once per lock change), typechecks src/react and src/widget against wagmi 2's types,
// then runs their tests with `wagmi` resolved to wagmi 2 (vitest.wagmi2.config.ts).
// legacy-peer-deps (test/wagmi2/.npmrc): wagmi 2's peers are the repo's own copies.
import { fileURLToPath } from 'node:url'
import { installLocked, run } from './lockedInstall.mjs'

installLocked(fileURLToPath(new URL('../test/wagmi2/', import.meta.url)))
run('npx', ['tsc', '-p', 'tsconfig.wagmi2.json'])
run('npx', ['vitest', 'run', '-c', 'vitest.wagmi2.config.ts'])

// Widget tests on React 18 (the oldest major of the peer range), beside the main run on React 19:
// installs test/react18 from its lock file, then runs vitest.react18.config.ts.
import { fileURLToPath } from 'node:url'
import { installLocked, run } from './lockedInstall.mjs'

installLocked(fileURLToPath(new URL('../test/react18/', import.meta.url)))
run('npx', ['vitest', 'run', '-c', 'vitest.react18.config.ts'])

// The hook and widget tests on wagmi 2, beside the main run on wagmi 3: installs test/wagmi2 (its
// lock file, once per lock change), typechecks src/react and src/widget against wagmi 2's types,
// then runs their tests with `wagmi` resolved to wagmi 2 (vitest.wagmi2.config.ts).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = fileURLToPath(new URL('../test/wagmi2/', import.meta.url))
const stamp = `${dir}node_modules/.ferry-lock-sha256`

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const lockHash = createHash('sha256').update(readFileSync(`${dir}package-lock.json`)).digest('hex')
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  // legacy-peer-deps (test/wagmi2/.npmrc): wagmi 2's peers are the repo's own copies.
  run('npm', ['ci', '--prefer-offline', '--no-fund', '--no-audit', '--loglevel=error'], dir)
  writeFileSync(stamp, lockHash)
}
run('npx', ['tsc', '-p', 'tsconfig.wagmi2.json'])
run('npx', ['vitest', 'run', '-c', 'vitest.wagmi2.config.ts'])

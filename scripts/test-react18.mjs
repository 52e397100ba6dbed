// Widget tests on React 18 (the oldest major of the peer range), beside the main run on React 19:
// installs test/react18 (its lock file, once per lock change), then runs vitest.react18.config.ts.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = fileURLToPath(new URL('../test/react18/', import.meta.url))
const stamp = `${dir}node_modules/.ferry-lock-sha256`

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const lockHash = createHash('sha256').update(readFileSync(`${dir}package-lock.json`)).digest('hex')
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  run('npm', ['ci', '--prefer-offline', '--no-fund', '--no-audit', '--loglevel=error'], dir)
  writeFileSync(stamp, lockHash)
}
run('npx', ['vitest', 'run', '-c', 'vitest.react18.config.ts'])

// What the tests on other peer majors share (test-wagmi2.mjs, test-react18.mjs): a command that
// must succeed, and an install of a test folder from its own lock file, once per lock change.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs `command`; a failure ends this process with its status. */
export function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** `npm ci` in `dir` (a folder of the repo with a lock file) unless the lock is the one installed last. */
export function installLocked(dir) {
  const stamp = `${dir}node_modules/.ferry-lock-sha256`
  const lockHash = createHash('sha256').update(readFileSync(`${dir}package-lock.json`)).digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return
  run('npm', ['ci', '--prefer-offline', '--no-fund', '--no-audit', '--loglevel=error'], dir)
  writeFileSync(stamp, lockHash)
}

// An install of a test folder from its own lock file, once per lock change: the stamp in its
// node_modules names the lock it was installed from. Used for the peers of the vitest projects on
// other majors (test/wagmi2, test/react18).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Resolves when `command` exits 0; rejects with its output otherwise. */
function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ? { ...process.env, ...env } : process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd ?? '.'}) exited ${code}\n${output}`))))
  })
}

/** `npm ci` in `dir` (a folder with a lock file) unless the lock is the one installed last. */
export async function installLocked(dir) {
  const stamp = join(dir, 'node_modules/.ferry-lock-sha256')
  const lockHash = createHash('sha256').update(readFileSync(join(dir, 'package-lock.json'))).digest('hex')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) return
  await run('npm', ['ci', '--prefer-offline', '--no-fund', '--no-audit', '--loglevel=error'], { cwd: dir })
  writeFileSync(stamp, lockHash)
}

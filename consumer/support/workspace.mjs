// The consumer test's workspace: a temporary folder outside the repo with the packed tarball and
// one copy of each fixture app, installed from their own lock files through npm's cache.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { scratchRoot } from '../../scripts/scratch.mjs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repo = fileURLToPath(new URL('../../', import.meta.url))
const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url))

/** Runs a command to its end; rejects with its output when it fails. Resolves `{ stdout, stderr }`. */
export function run(command, args, { cwd, env, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0 || allowFailure) resolve({ code, stdout, stderr })
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`))
    })
  })
}

/**
 * npm for the fixtures: their lock files pin every version; `--prefer-offline` takes what npm's
 * cache already has without asking the registry again. `npm install`, not `npm ci`: Next's lock
 * lists only the platform binaries the registry here serves, which `npm ci` calls out of sync.
 */
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']
export const npmInstall = (cwd, ...specs) => run('npm', ['install', ...NPM_FLAGS, ...(specs.length ? ['--no-save', ...specs] : [])], { cwd })

/** Disk use of a folder in KiB, as `du -sk` reports it. */
export async function diskKiB(path) {
  const { stdout } = await run('du', ['-sk', path])
  return Number(stdout.split('\t')[0])
}

/** A fresh workspace folder; `FERRY_CONSUMER_KEEP=1` keeps it after the run for a look. */
export function createWorkspace() {
  const dir = mkdtempSync(join(scratchRoot(), 'ferry-consumer-'))
  return {
    dir,
    remove: () => {
      if (process.env.FERRY_CONSUMER_KEEP) console.warn(`workspace kept at ${dir}`)
      else rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Packs the repo as it is built (`npm run build` first) into `dir`; returns npm's report of it. */
export async function pack(dir) {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: repo })
  const [report] = JSON.parse(stdout)
  return { ...report, tarball: join(dir, report.filename) }
}

/** Copies fixture folders (later ones over earlier ones) into `target`. */
export function copyFixture(target, ...names) {
  for (const name of names) cpSync(join(fixtures, name), target, { recursive: true })
  return target
}

export const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))

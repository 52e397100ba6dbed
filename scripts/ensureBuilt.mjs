// Builds the package and the host page when their sources are newer than what was built last:
// `npm start` and the tests of the built bin call it, so a second run starts at once.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** The newest modification time among `paths` (files, or folders read whole), node_modules and `skip` aside. */
function newest(paths, skip) {
  let latest = 0
  for (const path of paths.map((relative) => join(repo, relative))) {
    if (!existsSync(path)) continue
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((file) => !file.split('/').includes('node_modules'))
          .map((file) => join(path, file))
          .filter((file) => !skip.some((folder) => file.startsWith(join(repo, folder))))
      : [path]
    for (const file of files) latest = Math.max(latest, statSync(file).mtimeMs)
  }
  return latest
}

/** Runs `npm run <script>` when `output` is missing or older than `inputs`. */
function buildIfStale(script, output, inputs, skip = []) {
  const built = join(repo, output)
  if (existsSync(built) && statSync(built).mtimeMs >= newest(inputs, skip)) return
  // A test runner's NODE_ENV (vitest sets `test`) would make Vite build React's development runtime into the page.
  const { NODE_ENV: _runner, ...env } = process.env
  const result = spawnSync('npm', ['run', script], { cwd: repo, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`npm run ${script} failed`)
}

/** Builds the package (`npm run build`) and then the host page (`npm run build:host`) if out of date. */
export function ensureBuilt() {
  // The declarations are the package build's last output.
  buildIfStale('build', 'dist/index.d.ts', ['src', 'build', 'scripts/build-declarations.mjs', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.lib.json', 'package.json'])
  buildIfStale('build:host', 'e2e/host/dist/index.html', ['dist', 'e2e/host'], ['e2e/host/dist'])
}

// What installing a package added to an app, read from the one install that has it: the packages
// in node_modules that only it brings (its own folder, its dependencies no other package of the app
// needs), found through npm's record of the installed tree (node_modules/.package-lock.json).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './workspace.mjs'

/** The folder Node resolves `name` to from the package at `from` ('' for the app): the nearest node_modules up the tree. */
function resolveFrom(packages, from, name) {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`
    if (candidate in packages) return candidate
    if (!at) return undefined
  }
}

/** Every installed package reachable from `roots` (names the app depends on), through dependencies, optional ones and peers. */
function reachable(packages, roots) {
  const seen = new Set()
  const pending = roots.map((name) => resolveFrom(packages, '', name)).filter(Boolean)
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = packages[path]
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) {
      const found = resolveFrom(packages, path, name)
      if (found) pending.push(found)
    }
  }
  return seen
}

/**
 * The installed packages (node_modules paths) that `added` brings and nothing else the app
 * depends on (`appDependencies`) does.
 */
export function packagesOnlyThrough({ packages, appDependencies, added }) {
  const without = reachable(packages, appDependencies)
  return [...reachable(packages, [...appDependencies, added])].filter((path) => !without.has(path)).sort()
}

/**
 * What installing `added` took in the app at `dir`, and the packages that make it up: KiB of the
 * files' bytes (`du -sk --apparent-size`, what npm calls unpacked size) and KiB on disk (`du -sk`,
 * each file rounded up to the file system's blocks, which one module per file costs most).
 */
export async function installWeight(dir, added) {
  const { packages } = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8'))
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const appDependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  const only = packagesOnlyThrough({ packages, appDependencies, added })
  // Each package without the node_modules inside it: a package nested there is counted on its own, if at all.
  const total = async (flags) => {
    const { stdout } = await run('du', [...flags, '--exclude=node_modules', ...only], { cwd: dir })
    return stdout
      .trim()
      .split('\n')
      .reduce((sum, line) => sum + Number(line.split('\t')[0]), 0)
  }
  return { kib: await total(['-sk', '--apparent-size']), diskKib: await total(['-sk']), packages: only }
}

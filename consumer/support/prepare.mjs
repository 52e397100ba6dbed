// The consumer workspace made ready: the repo packed as built, and each fixture app copied and
// installed once, from its own lock file with the tarball in the same install. `npm test` prepares it
// early (consumer/prepare.mjs), while other checks run; the consumer test prepares its own otherwise.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { copyFixture, npmInstall, pack, run } from './workspace.mjs'

/** Fixture app: the folders copied into it (later ones over earlier ones). */
export const FIXTURES = {
  'vite-wagmi3': ['vite-app', 'vite-wagmi3'],
  'vite-wagmi2': ['vite-app', 'vite-wagmi2'],
  tooling: ['tooling'],
  headless: ['headless'],
}

const MANIFEST = 'workspace.json'

/** Packs the repo into `dir`, unpacks it beside, and installs every fixture with it; records what it did in `dir/workspace.json`. */
export async function prepareWorkspace(dir) {
  const packed = await pack(dir)
  const extracted = join(dir, 'extracted')
  mkdirSync(extracted)
  await run('tar', ['xzf', packed.tarball, '-C', extracted])
  for (const [name, folders] of Object.entries(FIXTURES)) copyFixture(join(dir, name), ...folders)
  await Promise.all(Object.keys(FIXTURES).map((name) => npmInstall(join(dir, name), packed.tarball)))
  const workspace = { pack: packed, extracted }
  writeFileSync(join(dir, MANIFEST), JSON.stringify(workspace))
  return workspace
}

/** The workspace `prepareWorkspace` made in `dir`, or undefined if none is there. */
export function readWorkspace(dir) {
  const path = join(dir, MANIFEST)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

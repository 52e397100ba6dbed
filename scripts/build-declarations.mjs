// Bundles the declarations `tsc -b` emits for the package's sources (tsconfig.lib.json, into
// .cache/types; built first if out of date) into one `.d.ts` per entry beside its `.js` (shared
// types in chunks), so that what ships resolves under `bundler`, `node16` and `nodenext` alike:
// every import between them carries its extension, no file name differs from another only in case,
// and only what an entry exports ships (no test helpers). rollup-plugin-dts leaves files under a
// node_modules folder unbundled: the declarations are emitted outside one.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { rollup } from 'rollup'
import { dts } from 'rollup-plugin-dts'

const emitted = '.cache/types'
const entries = { index: 'core', react: 'react', widget: 'widget', devnet: 'devnet' }
// Incremental: when `npm test`'s typecheck has just emitted them, this only confirms they are current.
const tsc = spawnSync('npx', ['tsc', '-b', 'tsconfig.lib.json'], { stdio: 'inherit' })
if (tsc.status !== 0) process.exit(tsc.status ?? 1)
const bundle = await rollup({
  input: Object.fromEntries(Object.entries(entries).map(([name, folder]) => [name, join(emitted, folder, 'index.d.ts')])),
  plugins: [dts()],
  // Packages (peers, dependencies, node:*) stay imports.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
})
await bundle.write({
  dir: 'dist',
  format: 'es',
  entryFileNames: '[name].d.ts',
  chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
})
await bundle.close()

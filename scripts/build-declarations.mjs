// Emits the declarations with tsc, then bundles them into one `.d.ts` per entry beside its `.js`
// (shared types in chunks), so that what ships resolves under `bundler`, `node16` and `nodenext`
// alike: every import between them carries its extension, no file name differs from another only
// in case, and only what an entry exports ships (no test helpers).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rollup } from 'rollup'
import { dts } from 'rollup-plugin-dts'

// Outside node_modules: rollup-plugin-dts leaves files under a node_modules folder unbundled.
const emitted = mkdtempSync(join(tmpdir(), 'ferry-declarations-'))
const entries = { index: 'core', react: 'react', widget: 'widget', devnet: 'devnet' }
try {
  const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', emitted], { stdio: 'inherit' })
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
} finally {
  rmSync(emitted, { recursive: true, force: true })
}

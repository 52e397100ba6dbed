// The widget's first-load JavaScript as a dApp pays for it: a tiny app that renders
// <BridgeWidget> from the built package (dist/, reached as `ferry-kit/widget` through the
// package's `exports` and `sideEffects`), bundled by esbuild minified, ESM, with code splitting
// and the peers external; gzip -9 per chunk. "Initial" is the entry chunk and what it imports
// statically, transitively: what the page downloads before the widget paints. Exits 1 over budget.
// Run `npm run build` first (`npm run bench:firstload` does).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { initialOutputs, topInputs } from './firstloadChunks.mjs'

// Issue 11: at most 60 kB gzip before the widget paints (it was about 97 kB, everything eager).
const FIRST_LOAD_BUDGET = 60_000
// The app's peers: a dApp already ships them, so they are not the widget's cost.
const PEERS = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query']

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)))
const css = join(repo, 'dist/widget/styles.css')
if (!existsSync(join(repo, 'dist/widget.js')) || !existsSync(css)) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

const APP = `import { createRoot } from 'react-dom/client'
import { BridgeWidget } from 'ferry-kit/widget'
createRoot(document.getElementById('root')).render(<BridgeWidget serviceUrl="https://service.example" />)
`
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

/** Bundles the app in `dir` the way a dApp's production build does; resolves the chunks' figures and the metafile. */
async function bundleApp(dir, options = {}) {
  const outdir = join(dir, 'out')
  const result = await build({
    entryPoints: [join(dir, 'app.jsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: PEERS,
    outdir,
    metafile: true,
    logLevel: 'error',
    ...options,
  })
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'))
  const initial = initialOutputs(result.metafile)
  const chunks = outputs.map(([file, output]) => ({
    file: relative(outdir, resolve(file)),
    path: file,
    bytes: output.bytes,
    gzip: gzip(readFileSync(resolve(file))),
    initial: initial.has(file),
  }))
  return { chunks, metafile: result.metafile, initial }
}

const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0)
const row = (label, minified, zipped, note = '') => console.log(`${label.padEnd(44)} ${String(minified).padStart(8)} B  gzip ${String(zipped).padStart(7)} B  ${note}`)

const dir = mkdtempSync(join(tmpdir(), 'ferry-firstload-'))
let failed
try {
  // The package reached by name, as an installed dependency is.
  mkdirSync(join(dir, 'node_modules'))
  symlinkSync(repo, join(dir, 'node_modules/ferry-kit'), 'dir')
  writeFileSync(join(dir, 'app.jsx'), APP)
  const { chunks } = await bundleApp(dir)
  const initial = chunks.filter((chunk) => chunk.initial)
  const lazy = chunks.filter((chunk) => !chunk.initial)

  console.log('First-load JavaScript of <BridgeWidget> in an app bundle (esbuild, minified, ESM, splitting, peers external, gzip -9)\n')
  for (const chunk of [...initial, ...lazy]) row(`${chunk.initial ? 'initial' : 'lazy   '}  ${chunk.file}`, chunk.bytes, chunk.gzip)
  console.log('')
  const firstLoad = sum(initial, 'gzip')
  failed = firstLoad > FIRST_LOAD_BUDGET
  row(`initial chunks (${initial.length})`, sum(initial, 'bytes'), firstLoad, `budget ${FIRST_LOAD_BUDGET} B  ${failed ? 'OVER BUDGET' : 'ok'}`)
  row(`lazy chunks (${lazy.length})`, sum(lazy, 'bytes'), sum(lazy, 'gzip'))
  row('total', sum(chunks, 'bytes'), sum(chunks, 'gzip'), '(each chunk gzipped alone)')
  const cssBytes = readFileSync(css)
  row('ferry-kit/widget/styles.css', cssBytes.length, gzip(cssBytes))

  // Where the initial bytes come from: the same app bundled from the sources, so that each module
  // is an input of its own (dist/ holds a few large chunks). Figures are minified bytes before gzip.
  const fromSource = await bundleApp(dir, { plugins: [sourcesPlugin()], tsconfig: join(repo, 'tsconfig.json') })
  console.log(`\nTop inputs of the initial chunks (built from the sources: ${sum(fromSource.chunks.filter((c) => c.initial), 'gzip')} B gzip), minified bytes:`)
  for (const { input, bytes } of topInputs(fromSource.metafile, fromSource.initial, 15)) console.log(`  ${String(bytes).padStart(7)} B  ${input.replace(/^.*node_modules\//, '')}`)
  console.log('\nBy package (initial chunks), minified bytes:')
  for (const { input, bytes } of topInputs(fromSource.metafile, fromSource.initial, Number(process.env.ROWS ?? 12), packageOf)) console.log(`  ${String(bytes).padStart(7)} B  ${input}`)

  // What the widget takes from viem, for an app that does not use those parts itself: viem bundled
  // this once. Its elliptic-curve code (secp256k1) must not load with the widget: splitSignature
  // reads the hex itself, and viem keeps the curve behind an `import()` of its own (recoverPublicKey).
  const withViem = await bundleApp(dir, { external: PEERS.filter((peer) => peer !== 'viem') })
  const allOutputs = Object.keys(withViem.metafile.outputs)
  const viemBytes = (files) =>
    topInputs(withViem.metafile, files, Infinity)
      .filter(({ input }) => /node_modules\/(viem|@noble|ox|abitype)\//.test(input))
      .reduce((total, { bytes }) => total + bytes, 0)
  const withCurve = allOutputs.filter((file) => Object.keys(withViem.metafile.outputs[file].inputs).some((input) => /secp256k1/.test(input)))
  const curveFirst = withCurve.some((file) => withViem.initial.has(file))
  const curveWhere = withCurve.length === 0 ? 'absent' : `${curveFirst ? 'IN THE FIRST LOAD' : 'lazy only'} (${withCurve.map((file) => basename(file)).join(', ')})`
  console.log(`\nviem in the app's chunks, bundled (minified): initial ${viemBytes(withViem.initial)} B, all ${viemBytes(allOutputs)} B; secp256k1: ${curveWhere}`)
  failed ||= curveFirst
} finally {
  rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

/**
 * `ferry-kit/widget` from src/, and relative imports resolved with their exact letter case:
 * esbuild matches file names case-insensitively: an import must not reach a file that differs in case only.
 * The core's index loses its executor exports, as the widget's chunks in dist/ do not reach them
 * (vite.config.ts groups the executor apart); otherwise they would count as initial here.
 */
function sourcesPlugin() {
  return {
    name: 'ferry-sources',
    setup: (build) => {
    build.onResolve({ filter: /^ferry-kit\/widget$/ }, () => ({ path: join(repo, 'src/widget/index.ts') }))
    build.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
      if (!resolveDir.startsWith(join(repo, 'src'))) return undefined
      const base = resolve(resolveDir, path)
      const names = new Set(readdirSync(dirname(base)))
      const found = ['', '.ts', '.tsx', '/index.ts'].map((extension) => base + extension).find((file) => names.has(basename(file.replace(/\/index\.ts$/, ''))) && statSync(file, { throwIfNoEntry: false })?.isFile())
        return found ? { path: found } : undefined
      })
      build.onLoad({ filter: /[\\/]src[\\/]core[\\/]index\.ts$/ }, ({ path }) => ({
        contents: readFileSync(path, 'utf8').replace(/^export .* from '\.\/(execute|eip712)\/.*$/gm, ''),
        loader: 'ts',
      }))
    },
  }
}

/** The package an input belongs to, or the widget's source folder for its own modules. */
function packageOf(input) {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
  if (module) return module[1]
  const source = /src\/(core|react|widget)(?:\/([^/]+)\/)?/.exec(input)
  return source ? `ferry-kit src/${source[1]}${source[2] ? `/${source[2]}` : ''}` : input
}

// The widget's first load as a dApp pays for it: the JavaScript a page loads before first paint when
// it renders <BridgeWidget> (imported as the README shows, root constants included), minus the same
// page without it, on two hosts (bench/benchApps.mjs): a typical wagmi dApp (a wallet bar on wagmi's
// hooks), which is budgeted, and the providers around an empty div, which is reported. Also what one
// root constant (`NATIVE_CURRENCY` from `ferry-kit`) costs over writing it inline. Everything is
// bundled, viem and wagmi included. Built with esbuild (minified, ESM, splitting) and with Vite (its
// defaults for a production build), gzip -9 per file. "Before first paint" is the entry, the chunks it
// imports statically (transitively) and, for Vite, what index.html preloads.
// Exits 1 over a budget. Run `npm run build` first (`npm run bench:firstload` does).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as esbuild } from 'esbuild'
import { build as viteBuild } from 'vite'
import { writeApps } from './benchApps.mjs'
import { initialOutputs, viteInitialChunks } from './firstloadChunks.mjs'

// Issue 27 asked, over the typical dApp, at most 40 kB gzip and 2 JS files with both bundlers, and one
// root constant under 200 B. Measured on this bench before it (hand-grouped chunks): esbuild +61 245 B
// in 5 files, Vite +46 057 B in 3; a constant +25 924 B in 2 files (esbuild), +10 103 B in 1 (Vite).
// After (one module per file, the later parts one import()): esbuild +74 040 B in 2 files, Vite
// +45 092 B in 2; a constant +1 B and +9 B. The files and the constant are within the asked figures;
// the bytes are not. esbuild puts a module into the first load when any static import reaches it (a
// barrel's re-export counts, used or not) and any lazy file uses it: an app that imports from `viem`
// (every wagmi dApp) reaches all of viem, so each viem action the run calls later (simulateCalls,
// sendCalls, the receipt wait, ABI coding) loads first; the README's root constants reach the core's
// barrel, and with it the executor (~9.6 kB). The budgets guard today's figures, ~2.5% over, per bundler.
// Issue 17's budget over the empty host (61 800 B, 4 files) is reported, no longer enforced: there,
// viem's and wagmi's actions that any wagmi dApp ships counted as the widget's.
// Issue 27 measured 74 039 B (esbuild) and 45 092 B (Vite); the budgets were ~2.5% over. Issue 28 asked
// that they not grow. Its form additions (the form naming its real problem, slippage levels, focus
// after a run, the History tab's running badge, the minimum's price lookup) first took them to
// 75 991 B and 46 827 B; then what the form does not show at first moved out of it: the paste
// reader and the recipient field (with its words) load with the later parts, QuoteAge is exported
// lazily, the token price's query options are a module apart from the currencies', and the run
// itself (runExecution, resumeExecution) loads with the executor, a resume being claimed at once.
// Measured then: 73 645 B and 44 948 B. The budgets are issue 27's figures: nothing grows past them.
// Issue 29 asked the same of the permit path. Its checks and run sit in esbuild's first load with the
// rest of the executor (+~1.0 kB there, ~0.5 kB in Vite's: the permit item read, the form's gasless
// choice); what the form shows only on occasion moved out to pay for them: a quote's error (its words,
// Retry, a refused amount's bound and its price lookup), the call's summary and the slippage warning,
// with their words. Measured then: 73 656 B (esbuild, from 73 665 B) and 43 892 B (Vite, from
// 44 971 B). esbuild's budget stays issue 27's figure; Vite's follows it down, ~0.25% over.
const DAPP_BUDGET = { esbuild: { bytes: 74_040, files: 2 }, vite: { bytes: 44_000, files: 2 } }
const CONSTANT_BUDGET = { bytes: 200, files: 0 }

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)))
if (!existsSync(join(repo, 'dist/widget.js')) || !existsSync(join(repo, 'dist/widget/styles.css'))) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

/** One app bundled by esbuild as a dApp's production build does: its initial files and gzip bytes, and the metafile. */
async function esbuildApp(dir, options = {}) {
  const outdir = join(dir, 'esbuild')
  const { metafile } = await esbuild({
    entryPoints: [join(dir, 'main.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    metafile: true,
    logLevel: 'error',
    ...options,
  })
  const initial = initialOutputs(metafile)
  const all = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
  return { metafile, initial, files: initial.size, gzip: [...initial].reduce((total, file) => total + gzip(readFileSync(resolve(file))), 0), lazy: all.length - initial.size }
}

/** The same app built by Vite with its production defaults (in its own folder: no config file). */
async function viteApp(dir) {
  const outDir = join(dir, 'vite')
  const result = await viteBuild({ root: dir, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  const output = (Array.isArray(result) ? result[0] : result).output
  const { chunks, initial } = viteInitialChunks(output, readFileSync(join(outDir, 'index.html'), 'utf8'))
  return { files: initial.size, gzip: [...initial].reduce((total, file) => total + gzip(chunks.get(file).code), 0), lazy: chunks.size - initial.size }
}

const dir = mkdtempSync(join(tmpdir(), 'ferry-firstload-'))
let failed = false
try {
  const apps = writeApps(dir, repo)
  const pairs = [
    { name: 'typical dApp + widget', base: 'dapp-bare', with: 'dapp-widget', budget: DAPP_BUDGET },
    { name: 'empty app + widget', base: 'empty-bare', with: 'empty-widget' },
    { name: 'typical dApp + NATIVE_CURRENCY', base: 'dapp-inline', with: 'dapp-constant', budget: { esbuild: CONSTANT_BUDGET, vite: CONSTANT_BUDGET } },
  ]
  const built = new Map()
  const figures = []
  for (const [bundler, buildApp] of [['esbuild', esbuildApp], ['vite', viteApp]]) {
    const get = async (app) => {
      const key = `${bundler} ${app}`
      if (!built.has(key)) built.set(key, await buildApp(apps[app]))
      return built.get(key)
    }
    for (const pair of pairs) {
      const base = await get(pair.base)
      const withFerry = await get(pair.with)
      figures.push({ bundler, pair, base, withFerry, bytes: withFerry.gzip - base.gzip, files: withFerry.files - base.files })
    }
  }
  console.log('First load: initial JS of each page with Ferry minus without it (everything bundled, gzip -9 per file)\n')
  for (const { bundler, pair, base, withFerry, bytes, files } of figures) {
    const limit = pair.budget?.[bundler]
    const over = limit && (bytes > limit.bytes || files > limit.files)
    failed ||= Boolean(over)
    const budget = limit ? `  budget +${limit.bytes} B, +${limit.files} files: ${over ? 'OVER BUDGET' : 'ok'}` : '  (reported)'
    console.log(
      `${bundler.padEnd(8)} ${pair.name.padEnd(31)} ${String(base.gzip).padStart(7)} B in ${base.files} -> ${String(withFerry.gzip).padStart(7)} B in ${withFerry.files} files (+${withFerry.lazy} lazy): adds ${String(bytes).padStart(6)} B and ${files} files${budget}`,
    )
  }

  // Where the widget's share over the typical dApp comes from: each module of dist/ is an input of its
  // own. A module's gzip share is the added gzip bytes split in proportion to the minified bytes it adds.
  const dapp = built.get('esbuild dapp-bare')
  const widget = built.get('esbuild dapp-widget')
  const appBytes = inputBytes(dapp.metafile, dapp.initial)
  const added = [...inputBytes(widget.metafile, widget.initial)]
    .map(([input, bytes]) => ({ input, bytes: bytes - (appBytes.get(input) ?? 0) }))
    .filter(({ bytes }) => bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
  const addedBytes = added.reduce((total, { bytes }) => total + bytes, 0)
  const addedGzip = widget.gzip - dapp.gzip
  console.log(`\nTop ${process.env.FIRSTLOAD_ROWS ?? 10} modules of the widget's first-load share over the typical dApp (esbuild: +${addedGzip} B gzip, +${addedBytes} B minified):`)
  for (const { input, bytes } of added.slice(0, Number(process.env.FIRSTLOAD_ROWS ?? 10))) {
    console.log(`  ${String(Math.round((bytes / addedBytes) * addedGzip)).padStart(6)} B gzip  ${String(bytes).padStart(6)} B min  ${input.replace(/^.*node_modules\//, '')}`)
  }

  // viem's elliptic-curve code (secp256k1) must not load with the widget when the app does not load it.
  const curve = ({ metafile, initial }) => [...initial].some((file) => Object.keys(metafile.outputs[file].inputs).some((input) => /secp256k1/.test(input)))
  for (const host of ['empty', 'dapp']) {
    const curveAdded = curve(built.get(`esbuild ${host}-widget`)) && !curve(built.get(`esbuild ${host}-bare`))
    console.log(`viem's secp256k1 in the widget's first load (${host} host): ${curveAdded ? 'YES (fails)' : 'no'}`)
    failed ||= curveAdded
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)

/** Minified bytes per input module over the given output files. */
function inputBytes(metafile, files) {
  const totals = new Map()
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs)) totals.set(input, (totals.get(input) ?? 0) + bytesInOutput)
  }
  return totals
}

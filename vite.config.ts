import { builtinModules } from 'node:module'
import { chmodSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vite'
import { inlineCssImports } from './build/inlineCssImports.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  peerDependencies?: Record<string, string>
  dependencies?: Record<string, string>
}
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})]
// Entries that hold React components and hooks: a Server Component may import them directly.
const clientEntries = new Set(['react', 'widget'])
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  external.some((name) => id === name || id.startsWith(`${name}/`))

const isCore = (id: string) => /[\\/]src[\\/]core[\\/]/.test(id)
const isWidget = (id: string) => /[\\/]src[\\/]widget[\\/]/.test(id)
const isReact = (id: string) => /[\\/]src[\\/]react[\\/]/.test(id)
const isWagmiWallet = (id: string) => /[\\/]src[\\/]react[\\/]wallet[\\/]walletFromWagmi\.ts$/.test(id)
const isEntryModule = (id: string) => /[\\/]src[\\/](core|react|widget)[\\/]index\.ts$/.test(id)
const isExecutor = (id: string) => /[\\/]src[\\/]core[\\/](execute|eip712)[\\/]/.test(id)
// `defaultLabels`: every group's English, public, never imported by the widget's own code.
const isDefaultLabels = (id: string) => /[\\/]src[\\/]widget[\\/]labels[\\/]widgetLabels\.ts$/.test(id)
// The recipient's name lookup: viem's ENS normalizer (~35 kB gzip) comes with it, so it loads when a name is typed, not with the other parts.
const isNameLookup = (id: string) => /[\\/]src[\\/]widget[\\/]settings[\\/]RecipientName\.tsx$/.test(id)
// A locale's labels (src/widget/i18n/locales/<tag>.ts, compiled from its messages): one chunk each, `locale-<tag>`, fetched when that locale is chosen.
const localeOf = (id: string) => /[\\/]src[\\/]widget[\\/]i18n[\\/]locales[\\/]([\w-]+)\.ts$/.exec(id)?.[1]
const isTokenHooks = (id: string) => /[\\/]src[\\/]react[\\/](hooks[\\/]useCurrencies|hooks[\\/]useTokenPrice|query[\\/]currencies)\.ts$/.test(id)

/**
 * The modules the entries reach only through `import()` (filled in once the module graph is known,
 * before chunks are made): the widget's lazy parts go into one chunk, so that an app loads them as
 * one file after first paint, not as one file per part and per module two parts share.
 */
const lazyOnly = new Set<string>()
const findLazyOnly: Plugin = {
  name: 'ferry-lazy-only',
  buildEnd() {
    const closure = (starts: Iterable<string>) => {
      const seen = new Set<string>()
      const pending = [...starts]
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue
        seen.add(id)
        if (isDefaultLabels(id)) continue
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      return seen
    }
    const ids = [...this.getModuleIds()]
    const eager = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
    const lazy = closure(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))
    lazyOnly.clear()
    for (const id of lazy) if (!eager.has(id)) lazyOnly.add(id)
  },
}

export default defineConfig({
  // Production JSX whatever NODE_ENV says: a build started from a dev server's environment (the
  // e2e flow that runs `npm start`) would otherwise ship jsxDEV calls, which React's production
  // runtime does not have.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: {
    target: 'es2022',
    // Shipped without source maps and with its own names (whitespace removed, nothing renamed): the
    // app's bundler minifies and maps its own output, a map without `sourcesContent` would point at
    // sources the package does not ship, and devtools' pretty-print reads like the source.
    sourcemap: false,
    minify: false,
    lib: {
      entry: {
        index: 'src/core/index.ts',
        react: 'src/react/index.ts',
        widget: 'src/widget/index.ts',
        devnet: 'src/devnet/index.ts',
        'devnet-cli': 'src/devnet/cli.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        // The core's executor (and the EIP-712 builders only it uses) in a chunk of its own, which the
        // react layer loads with `import()` when a run starts, and beside it wagmi's transaction actions
        // (walletFromWagmi); the token list and price hooks, which only the widget's picker (lazy)
        // uses, likewise. Left to itself, Rolldown puts them into the chunks every entry imports, and
        // an app's bundler then keeps them in the first load. The widget's lazy parts go into one chunk
        // (widget-parts): an app then loads them as one file after first paint. A group takes its
        // modules' dependencies with it, so what loads first is grouped first (higher priority), so
        // that a lazy group does not pull it in: the core, the react layer, the widget's eager modules.
        codeSplitting: {
          groups: [
            { name: 'core', test: (id) => isCore(id) && !isExecutor(id) && !isEntryModule(id), priority: 3 },
            { name: 'react', test: (id) => isReact(id) && !isWagmiWallet(id) && !isTokenHooks(id) && !isEntryModule(id), priority: 3 },
            { name: 'react-tokens', test: isTokenHooks, priority: 3 },
            { name: 'wagmi-wallet', test: isWagmiWallet, priority: 3 },
            { name: 'widget-main', test: (id) => isWidget(id) && !lazyOnly.has(id) && !isEntryModule(id) && !isDefaultLabels(id), priority: 2 },
            { name: 'execute', test: isExecutor, priority: 1 },
            { name: 'widget-parts', test: (id) => isWidget(id) && lazyOnly.has(id) && !isNameLookup(id) && localeOf(id) === undefined, priority: 1 },
            // After widget-parts, so that the helpers a locale's compiled labels call (src/widget/i18n/format/)
            // stay there, with the English that calls them too, instead of in the first locale's chunk.
            { name: (id) => `locale-${localeOf(id)}`, test: (id) => localeOf(id) !== undefined, priority: 0 },
            { name: 'widget-names', test: isNameLookup, priority: 0 },
            // Last, so that it takes none of the groups' modules: the lazy ones stay in widget-parts.
            { name: 'widget-labels', test: isDefaultLabels, priority: 0 },
          ],
        },
        // Whitespace only: about 100 KB less on every install, names and code unchanged.
        minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
        banner: (chunk) => {
          if (chunk.name === 'devnet-cli') return '#!/usr/bin/env node'
          // Rolldown drops module-level directives while bundling: the entry chunk gets it back.
          return chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : ''
        },
      },
    },
  },
  plugins: [
    findLazyOnly,
    {
      name: 'ferry-widget-styles',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'widget/styles.css',
          source: inlineCssImports(fileURLToPath(new URL('./src/widget/styles.css', import.meta.url))),
        })
      },
      // The bin runs from the repo too (`npx ferry-devnet`); npm sets the bit only when installing.
      writeBundle(options, bundle) {
        if (options.dir && 'devnet-cli.js' in bundle) chmodSync(`${options.dir}/devnet-cli.js`, 0o755)
      },
    },
  ],
})

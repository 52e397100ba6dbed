import { builtinModules } from 'node:module'
import { chmodSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
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
const isExecutor = (id: string) => /[\\/]src[\\/]core[\\/](execute|eip712)[\\/]/.test(id)

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
        // react layer loads with `import()` when a run starts. Left to itself, Rolldown puts it into the
        // core chunk that every entry imports, and an app's bundler then keeps it in the first load.
        // The rest of the core is grouped first, so the executor's group does not pull it in.
        codeSplitting: {
          groups: [
            { name: 'core', test: (id) => isCore(id) && !isExecutor(id) && !/[\\/]src[\\/]core[\\/]index\.ts$/.test(id), priority: 2 },
            { name: 'execute', test: isExecutor, priority: 1 },
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
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'build/**/*.test.ts', 'stories/**/*.test.tsx'],
    environment: 'node',
  },
})

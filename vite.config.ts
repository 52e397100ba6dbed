import { builtinModules } from 'node:module'
import { chmodSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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
        // One file per source module, as viem and wagmi publish: the app's bundler splits what loads
        // later (every lazy part is a plain `import()`) and drops what nothing imports.
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        // Whitespace only: about 100 KB less on every install, names and code unchanged.
        minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
        banner: (chunk) => {
          if (chunk.name === 'devnet-cli') return '#!/usr/bin/env node'
          // Rolldown drops module-level directives: each entry that holds hooks or components gets it back.
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
})

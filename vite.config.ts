import { builtinModules } from 'node:module'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { inlineCssImports } from './build/inlineCssImports.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  peerDependencies?: Record<string, string>
  dependencies?: Record<string, string>
}
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})]
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  external.some((name) => id === name || id.startsWith(`${name}/`))

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
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
      output: { banner: (chunk) => (chunk.name === 'devnet-cli' ? '#!/usr/bin/env node' : '') },
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
    },
  ],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'build/**/*.test.ts', 'stories/**/*.test.tsx'],
    environment: 'node',
  },
})

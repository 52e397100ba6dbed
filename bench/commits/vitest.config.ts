// bench/commits: run alone (`npm run bench:commits`), never by `npm test`.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: { include: ['bench/commits/**/*.bench.tsx'], environment: 'jsdom', root: fileURLToPath(new URL('../..', import.meta.url)) },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import base from './vite.config.ts'

// The hook and widget tests again, and the devnet's test wallet (a wagmi connector), on wagmi 2
// (test/wagmi2, installed by scripts/test-wagmi2.mjs).
// wagmi 2 and its @wagmi/core run through Vite (inline) so that `dedupe` gives them the repo's own
// react, react-query and viem, one copy of each as in a dApp (wagmi 2's connector SDKs install a
// viem of their own beside it).
const wagmi2 = fileURLToPath(new URL('./test/wagmi2/node_modules/wagmi', import.meta.url))

export default defineConfig({
  ...base,
  resolve: {
    alias: [{ find: /^wagmi(\/.*)?$/, replacement: `${wagmi2}$1` }],
    dedupe: ['react', 'react-dom', 'viem', '@tanstack/react-query', '@tanstack/query-core'],
  },
  test: {
    ...base.test,
    name: 'wagmi 2',
    include: ['test/wagmi2/*.test.ts', 'src/react/**/*.test.ts', 'src/react/**/*.test.tsx', 'src/widget/**/*.test.ts', 'src/widget/**/*.test.tsx', 'src/devnet/wallet/*.test.ts', 'src/devnet/wallet/*.test.tsx'],
    server: { deps: { inline: [/\/test\/wagmi2\/node_modules\/(wagmi|@wagmi\/core)\//] } },
  },
})

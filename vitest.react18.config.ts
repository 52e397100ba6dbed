import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import base from './vite.config.ts'

// Widget tests on React 18, the oldest major of Ferry's peer range (test/react18, installed by
// scripts/test-react18.mjs). `react` and `react-dom` resolve there for everything Vite transforms;
// the packages that reach React run through Vite too (inline), and the CommonJS ones that require
// it (use-sync-external-store, for wagmi; Testing Library's CommonJS build) are taken from where
// they find React 18, so one React renders every element.
const react18 = fileURLToPath(new URL('./test/react18/node_modules/', import.meta.url))
const testingLibrary = fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url))

export default defineConfig({
  ...base,
  resolve: {
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${react18}react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${react18}react$1` },
      { find: /^use-sync-external-store(\/.*)?$/, replacement: `${react18}use-sync-external-store$1` },
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
    ],
  },
  test: {
    ...base.test,
    name: 'react 18',
    include: ['test/react18/*.test.tsx'],
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /@radix-ui\//, /radix-ui/, /\/wagmi\//, /@wagmi\//, /zustand/, /react-remove-scroll/, /react-style-singleton/, /use-callback-ref/, /use-sidecar/] } },
  },
})

import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import { noImportCycles } from './build/eslint/noImportCycles.js'
import tseslint from 'typescript-eslint'

// wagmi 3 renamed these (useAccount -> useConnection, ...) and keeps the wagmi 2 names as aliases;
// wagmi 2 has only the old ones. The package supports both majors, so it uses the names both have.
const wagmi3Only = {
  message: 'wagmi 2 does not have it: use the name both majors have (useAccount, getAccount, watchAccount, useAccountEffect, useSwitchAccount).',
  importNames: ['useConnection', 'useConnectionEffect', 'useSwitchConnection', 'getConnection', 'watchConnection', 'switchConnection'],
}
const wagmiBothMajors = [
  { name: 'wagmi', ...wagmi3Only },
  { name: 'wagmi/actions', ...wagmi3Only },
]

export default tseslint.config(
  { ignores: ['dist', '.cache', 'e2e/host/dist', 'coverage', 'storybook-static', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-throw-literal': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles in the package: each layer's modules form a tree (core <- react <- widget, and core <- widget).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { ferry: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'ferry/no-import-cycles': 'error' },
  },
  {
    files: ['bench/**', 'examples/**', 'src/devnet/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/react/**'],
    ignores: ['src/react/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: wagmiBothMajors, patterns: [{ group: ['**/widget/**', '**/devnet/**'], message: 'src/react imports core, react, wagmi, react-query and zustand only.' }] },
      ],
    },
  },
  {
    files: ['src/widget/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: wagmiBothMajors, patterns: [{ group: ['**/devnet/**'], message: 'src/widget stands on the core and the react layer; the devnet never enters a browser bundle.' }] },
      ],
    },
  },
  {
    // Stories run in a browser: they read the devnet as plain JSON (stories/devnet/devnet.ts), never its code.
    files: ['stories/**', '.storybook/preview.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/devnet', '**/src/devnet/**', 'ferry-kit/devnet'], allowTypeImports: true, message: 'The devnet is Node only: stories read it from stories/devnet/devnet.ts.' }] },
      ],
    },
  },
  {
    // Playwright fixtures hand their value on with a callback named `use`: not React's hook.
    files: ['e2e/**'],
    ignores: ['e2e/host/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The e2e host page runs in a browser: it reads the devnet as plain JSON (__FERRY_DEVNET__), never its code.
    files: ['e2e/host/**'],
    ignores: ['e2e/host/vite.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/devnet', '**/src/devnet/**', 'ferry-kit/devnet'], allowTypeImports: true, message: 'The devnet is Node only: the host page reads it from __FERRY_DEVNET__.' }] },
      ],
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'wagmi', '@tanstack/*', '**/react/**', '**/widget/**', '**/devnet/**'], message: 'src/core imports viem only.' }] }],
    },
  },
)

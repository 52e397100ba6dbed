import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { environmentOf, findTestFiles, needsOwnModules, reachesPackage } from './build/testFiles.ts'
import viteConfig from './vite.config.ts'

/*
 * One run, several projects:
 * - `unit`: every test on the repo's own peers (wagmi 3, React 19). Files share a worker's modules
 *   (`isolate: false`): importing viem, wagmi and React once per worker instead of once per file
 *   is most of the run's time. build/testSetup.ts ends each file's leftovers.
 * - `wagmi 2`: the tests that load wagmi, directly or through a test host, again on wagmi 2.
 * - `react 18`: the widget on React 18, the oldest major of the peer range.
 * The first two are split by environment (`…, jsdom`: a worker is reused only for a file of the same
 * project and environment), with an `…, own modules` twin for the files that replace or reload modules.
 * The peers of the last two come from test/wagmi2 and test/react18 (scripts/install-test-peers.mjs);
 * a project whose peers are not installed is left out, and `npm test` names every project it runs,
 * so there it fails instead.
 */
const root = fileURLToPath(new URL('.', import.meta.url))
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const unitFiles = findTestFiles(root, ['src', 'bench', 'build', 'stories'])
const wagmiFiles = findTestFiles(root, ['test/wagmi2', 'src/react', 'src/widget', 'src/devnet/wallet']).filter((file) => reachesPackage(at(file), ['wagmi', '@wagmi']))
const ownModules = new Set(unitFiles.filter((file) => needsOwnModules(at(file))))

// The JSX transform the package builds with (vite.config.ts).
const shared: TestProjectInlineConfiguration = viteConfig.oxc ? { oxc: viteConfig.oxc } : {}
// A test's time: under `npm test` vitest shares 2 cores with the consumer checks and e2e. Waits are for a
// state, never for a time, so a ceiling costs nothing when the state comes: on a machine loaded 8 deep,
// a widget scenario's step took over 3 s and a scenario of several steps over 15 s.
const testDefaults = { environment: 'node', setupFiles: ['build/testSetup.ts'], testTimeout: 30_000 }

/**
 * The projects over `files`: those that share a worker's modules, one per environment (a worker is
 * reused only for a file of the same project and environment), and those that need their own.
 */
function projectsOf(name: string, files: string[], config: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const project = (suffix: string, include: string[], isolate: boolean): TestProjectInlineConfiguration[] =>
    include.length === 0 ? [] : [{ ...config, test: { ...testDefaults, ...config.test, name: `${name}${suffix}`, include, isolate } }]
  const sharing = files.filter((file) => !ownModules.has(file))
  const inDom = new Set(sharing.filter((file) => environmentOf(at(file)) === 'jsdom'))
  return [
    ...project('', sharing.filter((file) => !inDom.has(file)), false),
    ...project(', jsdom', [...inDom], false),
    ...project(', own modules', files.filter((file) => ownModules.has(file)), true),
  ]
}

// wagmi 2 and its @wagmi/core run through Vite (inline), so that `dedupe` gives them the repo's own
// react, react-query and viem, one copy of each as in a dApp (wagmi 2's connector SDKs install a viem
// of their own beside it).
const wagmi2 = at('test/wagmi2/node_modules/wagmi')
const wagmi2Projects = projectsOf('wagmi 2', wagmiFiles, {
  ...shared,
  resolve: {
    alias: [{ find: /^wagmi(\/.*)?$/, replacement: `${wagmi2}$1` }],
    dedupe: ['react', 'react-dom', 'viem', '@tanstack/react-query', '@tanstack/query-core'],
  },
  test: { server: { deps: { inline: [/\/test\/wagmi2\/node_modules\/(wagmi|@wagmi\/core)\//] } } },
})

// `react` and `react-dom` resolve to test/react18 for everything Vite transforms; the packages that
// reach React run through Vite too (inline), and the CommonJS ones that require it
// (use-sync-external-store, for wagmi; Testing Library's CommonJS build) are taken from where they
// find React 18, so one React renders every element.
const react18 = at('test/react18/node_modules/')
const react18Project: TestProjectInlineConfiguration = {
  ...shared,
  resolve: {
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${react18}react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${react18}react$1` },
      { find: /^use-sync-external-store(\/.*)?$/, replacement: `${react18}use-sync-external-store$1` },
      { find: /^@testing-library\/react$/, replacement: at('node_modules/@testing-library/react/dist/@testing-library/react.esm.js') },
    ],
  },
  test: {
    ...testDefaults,
    name: 'react 18',
    include: findTestFiles(root, ['test/react18']),
    server: { deps: { inline: [/@testing-library\/react/, /@tanstack\/react-query/, /@radix-ui\//, /radix-ui/, /\/wagmi\//, /@wagmi\//, /zustand/, /react-remove-scroll/, /react-style-singleton/, /use-callback-ref/, /use-sidecar/] } },
  },
}

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on two).
    maxWorkers: availableParallelism(),
    // The devnet is deployed once for the run, and each file's devnet starts from its saved state.
    globalSetup: ['src/devnet/test/savedStateSetup.ts'],
    projects: [
      ...projectsOf('unit', unitFiles, shared),
      ...(existsSync(wagmi2) ? wagmi2Projects : []),
      ...(existsSync(react18) ? [react18Project] : []),
    ],
  },
})

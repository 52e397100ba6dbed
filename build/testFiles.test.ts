import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { environmentOf, findTestFiles, needsOwnModules, reachesPackage, runtimeImports } from './testFiles'

const dir = mkdtempSync(join(tmpdir(), 'ferry-test-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Writes `files` (path: source) under the temporary folder. */
function write(files: Record<string, string>) {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), source)
  }
}

describe('runtimeImports', () => {
  it('reads imports, re-exports, side-effect imports and import(); skips what types alone need', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from 'wagmi'",
      "import { type C, d } from './c'",
      "export type { E } from '@wagmi/core'",
      "export { f } from './f'",
      "export * from './g'",
      "import './styles.css'",
      "import * as h from 'h'",
      "const lazy = () => import('./lazy')",
      "import {\n  i,\n  j,\n} from './ij'",
    ].join('\n')
    expect(runtimeImports(source)).toEqual(['./a', './c', './f', './g', './styles.css', 'h', './lazy', './ij'])
  })
})

describe('reachesPackage', () => {
  it('follows relative imports to a package, and not through type-only imports', () => {
    write({
      'direct.test.ts': "import { useAccount } from 'wagmi'",
      'through.test.tsx': "import { host } from './helpers/host'",
      'helpers/host.tsx': "export { connect } from 'wagmi/actions'",
      'lazily.test.ts': "const load = () => import('./helpers/lazy.ts')",
      'helpers/lazy.ts': "import { createConfig } from '@wagmi/core'",
      'typesOnly.test.ts': "import type { Config } from 'wagmi'\nimport { plain } from './helpers/plain'",
      'helpers/plain.ts': "import { parseEther } from 'viem'",
    })
    const reaches = (file: string) => reachesPackage(join(dir, file), ['wagmi', '@wagmi'])
    expect(['direct.test.ts', 'through.test.tsx', 'lazily.test.ts', 'typesOnly.test.ts'].map(reaches)).toEqual([true, true, true, false])
  })

  it('does not take a package for another whose name it starts with', () => {
    write({ 'prefix.test.ts': "import { x } from 'wagmi-extra'" })
    expect(reachesPackage(join(dir, 'prefix.test.ts'), ['wagmi'])).toBe(false)
  })

  it('finds wagmi behind the repo’s widget test host, and none in a core test', () => {
    const repo = join(import.meta.dirname, '..')
    expect(reachesPackage(join(repo, 'src/widget/BridgeWidget.test.tsx'), ['wagmi'])).toBe(true)
    expect(reachesPackage(join(repo, 'src/core/currency.test.ts'), ['wagmi'])).toBe(false)
  })
})

describe('what a test file asks of its project', () => {
  it('needs its own modules when it replaces or reloads modules', () => {
    // Written so that this file does not read as one that needs them.
    const vi = (call: string) => `vi.${call}`
    write({ 'mocks.test.ts': vi("mock('./a', () => ({}))"), 'reloads.test.ts': `beforeEach(() => ${vi('resetModules()')})`, 'plain.test.ts': vi("spyOn(console, 'log')") })
    expect(['mocks.test.ts', 'reloads.test.ts', 'plain.test.ts'].map((file) => needsOwnModules(join(dir, file)))).toEqual([true, true, false])
  })

  it('reads the environment from the leading comment', () => {
    write({ 'dom.test.tsx': "// @vitest-environment jsdom\nimport '@testing-library/jest-dom/vitest'", 'node.test.ts': "import { it } from 'vitest'" })
    expect(environmentOf(join(dir, 'dom.test.tsx'))).toBe('jsdom')
    expect(environmentOf(join(dir, 'node.test.ts'))).toBeUndefined()
  })

  it('finds the test files of each folder in order, none inside node_modules', () => {
    write({ 'found/b.test.ts': '', 'found/a/x.test.tsx': '', 'found/a/helper.ts': '', 'found/node_modules/pkg/y.test.ts': '' })
    expect(findTestFiles(dir, ['found', 'missing'])).toEqual(['found/a/x.test.tsx', 'found/b.test.ts'])
  })
})

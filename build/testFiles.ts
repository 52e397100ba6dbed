// Which test files a vitest project runs: read from the files themselves, so that a new test lands
// in the right projects without a list to keep. Imports are read with a pattern, not a parser: the
// config reads some 600 files at every start (20 ms here, 4 s with a TypeScript parser).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const TEST_FILE = /\.test\.tsx?$/
/** Runtime imports, re-exports and `import()`; `import type` and `export type` are erased and skipped. */
const IMPORT = /(?:^|[\s;}])(?:import|export)\s+(?!type[\s{*])(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
/** A test that replaces a module (`vi.mock`) or starts its modules afresh needs a module graph of its own. */
const OWN_MODULE_CALL = /\bvi\.(?:mock|doMock|resetModules)\(/
/** The environment a test file names in its first comment, as vitest reads it. */
const ENVIRONMENT_COMMENT = /^\s*(?:\/\/|\/\*+|\*)\s*@vitest-environment\s+([\w-]+)/m

/** The test files (`*.test.ts`, `*.test.tsx`) under each folder of `folders`, relative to `root`, in a stable order. */
export function findTestFiles(root: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => {
      const dir = join(root, folder)
      if (!existsSync(dir)) return []
      return readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => TEST_FILE.test(file) && !file.split(/[\\/]/).includes('node_modules'))
        .map((file) => relative(root, join(dir, file)).split('\\').join('/'))
    })
    .sort()
}

/** The module specifiers a source file loads when it runs. */
export function runtimeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => (match[1] ?? match[2])!)
}

/** The file a relative specifier names, or undefined for a package. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  return RESOLVED_EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile())
}

/**
 * Whether running `file` loads one of `packages` (a bare specifier equal to one, or under it),
 * directly or through the project's own modules.
 */
export function reachesPackage(file: string, packages: readonly string[]): boolean {
  const seen = new Set<string>()
  const pending = [resolve(file)]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue
    seen.add(next)
    for (const specifier of runtimeImports(readFileSync(next, 'utf8'))) {
      const local = resolveRelative(next, specifier)
      if (local) pending.push(local)
      else if (packages.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return true
    }
  }
  return false
}

/** Whether the test at `file` replaces modules, or starts them afresh, and so cannot share a worker's modules. */
export function needsOwnModules(file: string): boolean {
  return OWN_MODULE_CALL.test(readFileSync(file, 'utf8'))
}

/** The vitest environment `file` asks for in its leading comment (`// @vitest-environment jsdom`), if any. */
export function environmentOf(file: string): string | undefined {
  return ENVIRONMENT_COMMENT.exec(readFileSync(file, 'utf8').slice(0, 1_000))?.[1]
}

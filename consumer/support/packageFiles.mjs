// What the published tarball may hold, checked on `npm pack`'s file list.

/** Paths that differ from another only in letter case: on macOS and Windows one overwrites the other. */
export function caseTwins(paths) {
  const byLower = new Map()
  for (const path of paths) byLower.set(path.toLowerCase(), [...(byLower.get(path.toLowerCase()) ?? []), path])
  return [...byLower.values()].filter((group) => group.length > 1)
}

// The entries and their bundled declarations at the top of dist/; one module per source file under
// each layer's folder (per-module ESM), and the bundler's helpers under _virtual.
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^docs\/devnet\.md$/,
  /^dist\/[\w-]+\.(js|d\.ts)$/,
  /^dist\/(core|react|widget|devnet|_virtual)\/[\w/.-]+\.js$/,
  /^dist\/widget\/styles\.css$/,
]
const REQUIRED = ['package.json', 'README.md', 'LICENSE', 'docs/devnet.md', 'dist/widget/styles.css', 'dist/devnet-cli.js']
const ENTRIES = ['index', 'react', 'widget', 'devnet']

/** Problems with a tarball's file list (empty when it is fine): strays, tests, maps, twins, gaps. */
export function packageFileProblems(paths) {
  const problems = []
  for (const path of paths) {
    if (!ALLOWED.some((pattern) => pattern.test(path))) problems.push(`unexpected file ${path}`)
    if (/\.test\.|\/test\/|testSupport|fixtures?\//i.test(path)) problems.push(`test file ${path}`)
    if (path.endsWith('.map')) problems.push(`source map ${path}`)
  }
  for (const group of caseTwins(paths)) problems.push(`case-only twins: ${group.join(', ')}`)
  const required = [...REQUIRED, ...ENTRIES.flatMap((entry) => [`dist/${entry}.js`, `dist/${entry}.d.ts`])]
  for (const path of required) if (!paths.includes(path)) problems.push(`missing ${path}`)
  return problems
}

/** Files that must begin with 'use client' (React entries) and files that must not (core, devnet). */
export const CLIENT_ENTRIES = ['dist/react.js', 'dist/widget.js']
export const SERVER_SAFE_ENTRIES = ['dist/index.js', 'dist/devnet.js']
export const startsWithUseClient = (source) => /^['"]use client['"](;|\s*\n)/.test(source)

/** Development-only React code (a build run under NODE_ENV=development): production React lacks it. */
export const hasDevelopmentJsx = (source) => /jsx-dev-runtime|\bjsxDEV\b/.test(source)

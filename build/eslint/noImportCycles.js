// A lint rule: no module of the package imports itself back through others, type imports and
// `import()` included (a type-only or a lazy cycle costs nothing at run time, or little, but it is
// the same tangle: two modules that cannot be understood apart). eslint-plugin-import-x's no-cycle
// skips type imports by design; this rule reads every relative import of the files it is given,
// parsed once per lint run.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parse } from '@typescript-eslint/parser'

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file a relative specifier names, or undefined for a package or an unknown file. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** The files an `import()` of a template names (`./locales/${locale}.ts`): those its pattern matches in its folder, as a bundler reads it. */
function filesMatching(from, quasis) {
  const [first, ...rest] = quasis.map((quasi) => quasi.value.cooked)
  if (!first.startsWith('.') || !first.includes('/')) return []
  const folder = resolve(dirname(from), first.slice(0, first.lastIndexOf('/') + 1))
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`^${[first.slice(first.lastIndexOf('/') + 1), ...rest].map(escape).join('[^/]*')}$`)
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => pattern.test(name) && /\.tsx?$/.test(name))
    .map((name) => resolve(folder, name))
}

// Keys of a node that hold no code: skipped while walking it.
const NOT_CODE = new Set(['parent', 'loc', 'range', 'tokens', 'comments'])

/**
 * Relative imports of a module, with the node that names each: static imports and re-exports, type-only
 * ones included, `import()` expressions (a lazy part is part of the tangle too; one of a template, each
 * file it can name) and `import('./x')` types.
 */
function importsOf(file, program) {
  const found = []
  const add = (target, node) => {
    if (target) found.push({ target, node })
  }
  const visit = (node) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      add(resolveImport(file, node.source.value), node)
    } else if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      add(resolveImport(file, node.source.value), node)
    } else if (node.type === 'ImportExpression' && node.source.type === 'TemplateLiteral') {
      for (const target of node.source.expressions.length ? filesMatching(file, node.source.quasis) : [resolveImport(file, node.source.quasis[0].value.cooked)]) add(target, node)
    } else if (node.type === 'TSImportType') {
      const specifier = node.source?.value ?? node.argument?.literal?.value
      if (typeof specifier === 'string') add(resolveImport(file, specifier), node)
    }
    for (const [key, value] of Object.entries(node)) {
      if (NOT_CODE.has(key)) continue
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') visit(child)
    }
  }
  visit(program)
  return found
}

const graphs = new Map()

/** The modules `file` reaches, read lazily and kept for the lint run. */
function edgesOf(file) {
  let edges = graphs.get(file)
  if (!edges) {
    const program = parse(readFileSync(file, 'utf8'), { jsx: file.endsWith('.tsx') })
    edges = importsOf(file, program).map((edge) => edge.target)
    graphs.set(file, edges)
  }
  return edges
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set()
  const stack = [[start]]
  while (stack.length) {
    const path = stack.pop()
    const last = path.at(-1)
    if (last === goal) return path
    if (seen.has(last)) continue
    seen.add(last)
    for (const next of edgesOf(last)) stack.push([...path, next])
  }
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between modules, type imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}.' },
  },
  create(context) {
    const file = context.filename
    return {
      Program(program) {
        for (const { target, node } of importsOf(file, program)) {
          const back = pathBack(target, file)
          if (!back) continue
          const cwd = context.cwd
          const path = [file, ...back].map((f) => f.replace(`${cwd}/`, '')).join(' -> ')
          context.report({ node, messageId: 'cycle', data: { path } })
        }
      },
    }
  },
}

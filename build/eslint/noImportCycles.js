// A lint rule: no module of the package imports itself back through others, type imports included
// (a type-only cycle costs nothing at run time, but it is the same tangle: two modules that cannot
// be understood apart). eslint-plugin-import-x's no-cycle skips type imports by design; this rule
// reads every relative import of the files it is given, parsed once per lint run.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parse } from '@typescript-eslint/parser'

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file a relative specifier names, or undefined for a package or an unknown file. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(from), specifier)
  return [base, ...EXTENSIONS.map((ext) => base + ext)].find((file) => /\.tsx?$/.test(file) && existsSync(file))
}

/** Relative imports and re-exports of a module, type-only ones included, with the node that names each. */
function importsOf(file, program) {
  const found = []
  for (const node of program.body) {
    const isImport = node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)
    const target = isImport ? resolveImport(file, node.source.value) : undefined
    if (target) found.push({ target, node })
  }
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

import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * Reads a CSS file with its relative `@import './x.css';` lines replaced by the files they
 * name (recursively), so the shipped stylesheet is one file that needs no bundler.
 */
export function inlineCssImports(path: string): string {
  return readFileSync(path, 'utf8').replace(/^@import\s+['"](\.[^'"]+)['"];\s*$/gm, (_, relative: string) =>
    inlineCssImports(resolve(dirname(path), relative)).trim(),
  )
}

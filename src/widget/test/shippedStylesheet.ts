import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { inlineCssImports } from '../../../build/inlineCssImports'

/**
 * The stylesheet as the package ships it (styles.css with its imports inlined, as the build does),
 * in the document for the calling test file's tests: jsdom applies its rules to what they render.
 * Returns the `<style>` element, for a test that takes it out for a moment.
 */
export function withShippedStylesheet(): HTMLStyleElement {
  const style = document.createElement('style')
  style.textContent = inlineCssImports(join(dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'))
  beforeAll(() => document.head.append(style))
  afterAll(() => style.remove())
  return style
}

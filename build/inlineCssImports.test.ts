import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inlineCssImports } from './inlineCssImports'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

describe('inlineCssImports', () => {
  it('ships the widget stylesheet as one file: every relative @import replaced by its file', () => {
    const shipped = inlineCssImports(path('../src/widget/styles.css'))
    expect(shipped).not.toMatch(/@import/)
    for (const part of ['display/display.css', 'outcome/outcome.css', 'history/history.css']) expect(shipped).toContain(readFileSync(path(`../src/widget/${part}`), 'utf8').trim())
    expect(shipped).toContain('.ferry-widget {')
  })
})

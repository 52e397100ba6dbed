import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

describe('execution.css', () => {
  it('is imported by styles.css, which the build ships with its imports inlined', () => {
    expect(read('../styles.css')).toMatch(/^@import '\.\/execution\/execution\.css';$/m)
  })

  it('uses ferry- classes and --ferry-* properties only, and stops the spinner under reduced motion', () => {
    const css = read('./execution.css').replace(/\/\*[\s\S]*?\*\//g, '')
    const classes = [...css.matchAll(/\.([a-z][\w-]*)/gi)].map((m) => m[1])
    expect(classes.filter((name) => !name!.startsWith('ferry-') && !/^\d/.test(name!))).toEqual([])
    const properties = [...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1])
    expect(properties.every((name) => name!.startsWith('--ferry-'))).toBe(true)
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*{\s*\.ferry-spinner\s*{\s*animation: none;/)
  })
})

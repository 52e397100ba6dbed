import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The widget lays out right to left (Arabic) from the same sheets: a side is said as `inline-start`
// or `inline-end`, never `left` or `right`. This reads every widget sheet and names each declaration
// that says a physical side, unless the allow-list below says why it must.

const root = dirname(fileURLToPath(import.meta.url))

interface Declaration {
  file: string
  line: number
  selector: string
  property: string
  value: string
}

interface Exception {
  file: string
  selector: string
  declaration: string
  reason: string
}

const ALLOWED: Exception[] = [
  {
    file: 'display/display.css',
    selector: '.ferry-dialog',
    declaration: 'left: 50%',
    reason: 'Centred: half the viewport from the left, then back by half its own width, is the middle in either direction.',
  },
  {
    file: 'display/display.css',
    selector: '.ferry-dialog',
    declaration: 'transform: translate(-50%, -50%)',
    reason: 'The other half of the centring above.',
  },
  {
    file: 'styles.css',
    selector: '.ferry-switch__thumb',
    declaration: 'transform: translateX(0.15rem)',
    reason: 'A transform has no logical form: the thumb travels the other way under :dir(rtl) (rtl.css).',
  },
  {
    file: 'styles.css',
    selector: ".ferry-switch__thumb[data-state='checked']",
    declaration: 'transform: translateX(1.25rem)',
    reason: 'As above, the checked end of the travel.',
  },
]

/** Every stylesheet under the widget's folder, by its path from there. */
function sheets(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sheets(path)
    return entry.name.endsWith('.css') ? [relative(root, path)] : []
  })
}

/** The declarations of a sheet with the selector they sit under (the innermost rule, inside @media or @container too). */
function declarationsOf(file: string): Declaration[] {
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: Declaration[] = []
  const selectors: string[] = []
  let start = 0
  const take = (end: number) => {
    const chunk = text.slice(start, end)
    const colon = chunk.indexOf(':')
    if (selectors.length && colon > 0 && !chunk.trim().startsWith('@')) {
      const line = text.slice(0, start + chunk.length - chunk.trimStart().length).split('\n').length
      found.push({ file, line, selector: selectors.at(-1)!, property: chunk.slice(0, colon).trim(), value: chunk.slice(colon + 1).trim().replace(/\s+/g, ' ') })
    }
    start = end + 1
  }
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      selectors.push(text.slice(start, i).trim().replace(/\s+/g, ' '))
      start = i + 1
    } else if (text[i] === ';') take(i)
    else if (text[i] === '}') {
      take(i)
      selectors.pop()
    }
  }
  return found
}

/** A value's words, split on spaces outside parentheses (`calc(1px * 2) 0` is two). */
function words(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let word = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (/\s/.test(char) && depth === 0) {
      if (word) out.push(word)
      word = ''
    } else word += char
  }
  return word ? [...out, word] : out
}

const PHYSICAL_PROPERTY = /^(left|right|(margin|padding|inset|border|scroll-margin|scroll-padding)-(left|right)(-.*)?|border-(top|bottom)-(left|right)-radius)$/
const SIDE_VALUE_PROPERTY = /^(text-align|float|clear|justify-content|justify-items|justify-self|caption-side)$/
const BOX_SHORTHAND = /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/

/** Why a declaration says a physical side, or undefined when it does not. */
function physicalSide({ property, value }: Declaration): string | undefined {
  if (PHYSICAL_PROPERTY.test(property)) return `${property} is a physical side`
  if (SIDE_VALUE_PROPERTY.test(property) && /\b(left|right)\b/.test(value)) return `${property}: ${value} names a physical side`
  if (BOX_SHORTHAND.test(property)) {
    const [top, right = top, , left = right] = words(value)
    if (right !== left) return `${property} has different left and right values`
  }
  if (property === 'border-radius' && !value.includes('/')) {
    const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = words(value)
    if (topLeft !== topRight || bottomRight !== bottomLeft) return 'border-radius rounds the left and the right corners differently'
  }
  if (property === 'transform' || property === 'translate') {
    const x = property === 'translate' ? words(value)[0] : /translate(?:X|3d)?\(\s*([^,)\s]+)/.exec(value)?.[1]
    if (x !== undefined && !/^0(px|rem|em|%)?$/.test(x)) return `${property}: ${value} moves towards a physical side`
  }
  if (/^background-position(-x)?$/.test(property) && /\b(left|right)\b/.test(value)) return `${property}: ${value} names a physical side`
  return undefined
}

const allowed = (declaration: Declaration) =>
  ALLOWED.find((entry) => entry.file === declaration.file && entry.selector === declaration.selector && entry.declaration === `${declaration.property}: ${declaration.value}`)

/** The right-to-left rules themselves: rtl.css's mirrored values, each under `:dir(rtl)`. */
const mirrored = (declaration: Declaration) => declaration.selector.includes(':dir(rtl)')

describe('the widget sheets say sides logically (right to left works from the same rules)', () => {
  const all = sheets().flatMap(declarationsOf)

  it('reads every sheet the widget ships, and the declarations in them', () => {
    expect(sheets()).toEqual(expect.arrayContaining(['styles.css', 'lazy.css', 'rtl.css', 'display/display.css', 'progress/progress.css']))
    expect(all.find((declaration) => declaration.selector === '.ferry-prompt::before' && declaration.property === 'inset-inline-start')).toBeDefined()
  })

  it('uses no physical left or right, outside the allow-list and the :dir(rtl) rules', () => {
    const offending = all
      .filter((declaration) => !mirrored(declaration) && !allowed(declaration))
      .flatMap((declaration) => {
        const why = physicalSide(declaration)
        return why ? [`${declaration.file}:${declaration.line} ${declaration.selector} { ${declaration.property}: ${declaration.value} } (${why})`] : []
      })
    expect(offending).toEqual([])
  })

  it('keeps no allow-list entry that no longer matches a declaration, and gives each a reason', () => {
    for (const entry of ALLOWED) {
      expect(entry.reason.length).toBeGreaterThan(10)
      expect(all.some((declaration) => allowed(declaration) === entry && physicalSide(declaration))).toBe(true)
    }
  })

  it('catches each way a sheet can say a side', () => {
    const check = (property: string, value: string) => physicalSide({ file: 'x.css', line: 1, selector: '.x', property, value })
    expect(check('margin-left', '1rem')).toBeDefined()
    expect(check('right', '0')).toBeDefined()
    expect(check('border-top-right-radius', '4px')).toBeDefined()
    expect(check('text-align', 'left')).toBeDefined()
    expect(check('padding', '0.3rem 0.6rem 0.3rem 0.35rem')).toBeDefined()
    expect(check('border-radius', '8px 0 0 8px')).toBeDefined()
    expect(check('transform', 'translateX(1rem)')).toBeDefined()
    expect(check('transform', 'translate(-50%, -50%)')).toBeDefined()
    // Symmetric or logical: nothing to flip.
    expect(check('padding', '0.5rem 0.75rem')).toBeUndefined()
    expect(check('margin', 'calc(var(--a) * -0.5) 0 0')).toBeUndefined()
    expect(check('text-align', 'end')).toBeUndefined()
    expect(check('transform', 'translateY(-50%)')).toBeUndefined()
    expect(check('transform', 'rotate(180deg)')).toBeUndefined()
    expect(check('inset-inline-end', '0.3rem')).toBeUndefined()
    expect(check('border-radius', '999px')).toBeUndefined()
  })
})

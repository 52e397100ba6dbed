import { InvalidArgumentError } from '../../core/index'
import { isRtlLocale } from './locale'

/**
 * The part of ICU MessageFormat the widget's messages use: `{arg}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `#`, `{x, select, a {…} other {…}}`, and apostrophe quoting. No dependency: the widget's
 * messages need nothing more, and a full implementation would weigh more than all of them.
 */
export type IcuNode = string | IcuArgument | IcuPound | IcuChoice

export interface IcuArgument {
  kind: 'argument'
  name: string
}

/** `#` inside a plural: its count, formatted for the locale. */
export interface IcuPound {
  kind: 'pound'
}

export interface IcuChoice {
  kind: 'plural' | 'select'
  name: string
  /** By selector: `=1`, `one`, `other` (a plural) or a word (a select). Always has `other`. */
  options: Map<string, IcuNode[]>
}

export type IcuValues = Readonly<Record<string, string | number>>

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
// Characters that end an argument's name or a selector.
const SYNTAX = /[\s{},#']/

/** Parses a message, or throws `InvalidArgumentError` saying where it is malformed. */
export function parseMessage(message: string): IcuNode[] {
  let cached = parsed.get(message)
  if (!cached) {
    const parser = new Parser(message)
    cached = parser.nodes(false)
    if (parser.at < message.length) parser.fail('an unmatched `}`')
    parsed.set(message, cached)
  }
  return cached
}
const parsed = new Map<string, IcuNode[]>()

class Parser {
  at = 0
  constructor(readonly text: string) {}

  fail(what: string): never {
    throw new InvalidArgumentError({ argument: 'message', message: `${what} at ${this.at} in "${this.text}"` })
  }

  /** Text and arguments up to an unmatched `}` or the end. */
  nodes(inPlural: boolean): IcuNode[] {
    const nodes: IcuNode[] = []
    let text = ''
    const flush = () => {
      if (text) nodes.push(text)
      text = ''
    }
    while (this.at < this.text.length) {
      const char = this.text[this.at]!
      if (char === '}') break
      if (char === '{') {
        flush()
        nodes.push(this.argument(inPlural))
      } else if (char === '#' && inPlural) {
        flush()
        nodes.push({ kind: 'pound' })
        this.at++
      } else if (char === "'") text += this.quoted(inPlural)
      else {
        text += char
        this.at++
      }
    }
    flush()
    return nodes
  }

  /** An apostrophe: `''` is one; before a syntax character it quotes up to the next lone one; else it is itself. */
  quoted(inPlural: boolean): string {
    const next = this.text[this.at + 1]
    if (next === "'") {
      this.at += 2
      return "'"
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      this.at++
      return "'"
    }
    let text = ''
    for (this.at++; this.at < this.text.length; this.at++) {
      if (this.text[this.at] !== "'") text += this.text[this.at]
      else if (this.text[this.at + 1] === "'") {
        text += "'"
        this.at++
      } else {
        this.at++
        return text
      }
    }
    return text
  }

  argument(inPlural: boolean): IcuNode {
    this.at++
    const name = this.word()
    if (!name) this.fail('an argument without a name')
    if (this.take('}')) return { kind: 'argument', name }
    if (!this.take(',')) this.fail(`\`}\` or \`,\` expected after {${name}`)
    const kind = this.word()
    if (kind !== 'plural' && kind !== 'select') this.fail(`an argument type other than plural or select (${kind || 'none'})`)
    if (!this.take(',')) this.fail(`\`,\` expected after {${name}, ${kind}`)
    const options = new Map<string, IcuNode[]>()
    for (this.space(); !this.take('}'); this.space()) {
      const selector = this.word()
      if (!selector) this.fail(`a selector expected in {${name}, ${kind}}`)
      if (kind === 'plural' && !PLURAL_CATEGORIES.has(selector) && !/^=\d+$/.test(selector)) this.fail(`an unknown plural category ${selector}`)
      if (options.has(selector)) this.fail(`a repeated selector ${selector}`)
      if (!this.take('{')) this.fail(`\`{\` expected after ${selector}`)
      options.set(selector, this.nodes(inPlural || kind === 'plural'))
      if (!this.take('}')) this.fail(`an unclosed branch ${selector}`)
    }
    if (!options.has('other')) this.fail(`{${name}, ${kind}} without \`other\``)
    return { kind, name, options }
  }

  word(): string {
    this.space()
    const start = this.at
    while (this.at < this.text.length && !SYNTAX.test(this.text[this.at]!)) this.at++
    const word = this.text.slice(start, this.at)
    this.space()
    return word
  }

  take(char: string): boolean {
    this.space()
    if (this.text[this.at] !== char) return false
    this.at++
    return true
  }

  space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++
  }
}

/**
 * A message with its values: an argument as it is (`String`), a plural by `=N` or the locale's plural
 * rules (`#` formatted with the locale's digits and grouping), a select by its value, else `other`.
 * In a right-to-left locale, arguments and the text between them that has no right-to-left letter
 * (`{amount} {symbol}`, `1 {from} = {rate} {to}`, `≈ {usd} US$`) are one isolate (FSI … PDI, as
 * Fluent isolates its placeables): `0.01 ETH` then reads as written, not `ETH 0.01`.
 */
export function formatMessage(message: string, locale: string, values: IcuValues): string {
  return formatNodes(parseMessage(message), { locale, values, count: undefined, isolating: isRtlLocale(locale) })
}

interface FormatState {
  locale: string
  values: IcuValues
  /** The innermost plural's count, for `#`. */
  count: number | undefined
  /** Whether runs of arguments are isolated (a right-to-left locale). */
  isolating: boolean
}

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u07ff\u0860-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const WORDLIKE = /[\p{L}\p{N}]/u
const FSI = '\u2068'
const PDI = '\u2069'

function formatNodes(nodes: readonly IcuNode[], state: FormatState): string {
  let text = ''
  // An isolate being gathered: neutral text before its first argument (`before`), its arguments and
  // the text between them (`run`), and neutral text after the last (`after`), which joins the next
  // argument if one follows. Text around the run joins the isolate only when it holds a letter or a
  // digit (`1 {from}`, `{usd} US$`): a lone `(`, `≈` or `.` stays in the sentence and mirrors with it.
  let run: string | undefined
  let before = ''
  let after = ''
  const close = () => {
    if (run === undefined) text += before + after
    else {
      const [outBefore, inBefore] = WORDLIKE.test(before) ? ['', before] : [before, '']
      const [inAfter, outAfter] = WORDLIKE.test(after) ? [after, ''] : ['', after]
      text += `${outBefore}${FSI}${inBefore}${run}${inAfter}${PDI}${outAfter}`
    }
    run = undefined
    before = after = ''
  }
  for (const node of nodes) {
    if (state.isolating && typeof node === 'string' && !RTL_LETTER.test(node)) {
      // Neutral text: part of the isolate if an argument comes next, else said as it is.
      if (run === undefined) before += node
      else after += node
      continue
    }
    if (state.isolating && typeof node !== 'string' && node.kind === 'argument') {
      const value = String(state.values[node.name] ?? '')
      run = run === undefined ? value : run + after + value
      after = ''
      continue
    }
    close()
    if (typeof node === 'string') text += node
    else if (node.kind === 'argument') text += String(state.values[node.name] ?? '')
    else if (node.kind === 'pound') text += state.count === undefined ? '#' : numberFormat(state.locale).format(state.count)
    else if (node.kind === 'select') text += formatNodes(node.options.get(String(state.values[node.name])) ?? node.options.get('other')!, state)
    else {
      const count = Number(state.values[node.name])
      const branch = node.options.get(`=${count}`) ?? node.options.get(pluralRules(state.locale).select(count)) ?? node.options.get('other')!
      text += formatNodes(branch, { ...state, count })
    }
  }
  close()
  return text
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const pluralRuleSets = new Map<string, Intl.PluralRules>()

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format
}

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRuleSets.get(locale)
  if (!rules) pluralRuleSets.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules
}

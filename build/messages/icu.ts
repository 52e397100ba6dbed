import { InvalidArgumentError } from '../../src/core/errors/request'

/**
 * The part of ICU MessageFormat the widget's messages use: `{arg}`, `{n, plural, =0 {…} one {…} other {…}}`
 * with `#`, `{x, select, a {…} other {…}}`, and apostrophe quoting. Read at build time only
 * (./compile.ts): no parser ships to a browser.
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

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
// Characters that end an argument's name or a selector.
const SYNTAX = /[\s{},#']/

/** Parses a message, or throws `InvalidArgumentError` saying where it is malformed. */
export function parseMessage(message: string): IcuNode[] {
  const parser = new Parser(message)
  const nodes = parser.nodes(false)
  if (parser.at < message.length) parser.fail('an unmatched `}`')
  return nodes
}

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

import { InvalidArgumentError } from '../../src/core/errors/request'
import { isRtlLocale } from '../../src/widget/i18n/direction'
import type { Signature } from '../../src/widget/i18n/signatures'
import { parseMessage, type IcuChoice, type IcuNode } from './icu'

/**
 * ICU messages compiled into JavaScript at build time: a plain message into a string, a message
 * with arguments into a function of its label's signature (src/widget/i18n/signatures.ts) that
 * builds the sentence with template literals, plurals through the locale's rules and selects
 * through conditionals. The helpers the code calls (`plural`, `formatCount`, `joinTitles`, `byAge`)
 * are in src/widget/i18n/format/; the estimate's rule is written out in each message. A malformed
 * message, or one naming an argument its label does not have, throws `InvalidArgumentError`.
 */

/** A value a message may name: the code that reads it, and how a select picks by it. */
interface Value {
  code: string
  /** The parameter the value comes from (marked used when the message reads the value). */
  param: string | undefined
  /** A boolean: a select picks its first key when the value is truthy, else its second (then `other`). */
  flag?: readonly [string, string]
  /** May be undefined: said as empty. */
  optional?: boolean
}

interface Scope {
  locale: string
  key: string
  values: ReadonlyMap<string, Value>
  /** The innermost plural's count, for `#`. */
  count: string | undefined
  /** Whether runs of arguments are isolated (a right-to-left locale). */
  isolating: boolean
  used: Set<string>
  helpers: Set<string>
}

/** Text, or code whose value is put in (`string`: code that is a string, such as a select's conditional). */
type Part = { text: string } | { code: string; string?: boolean }

/** The JavaScript of one message: a string literal, or a function of its signature's parameters. */
export function compileMessage(message: string, { key, locale, signature, helpers }: { key: string; locale: string; signature: Signature | undefined; helpers: Set<string> }): string {
  const nodes = parse(message, key)
  const scope = (values: [string, Value][]): Scope => ({ locale, key, values: new Map(values), count: undefined, isolating: isRtlLocale(locale), used: new Set(), helpers })
  if (!signature) return render(compileNodes(nodes, scope([])))
  const value = (name: string, extra: Partial<Value> = {}): [string, Value] => [name, { code: name, param: name, ...extra }]
  const lang = quote(locale)
  switch (signature.kind) {
    case 'named':
    case 'optional':
    case 'flagged': {
      const { params } = signature
      const last = params.at(-1) ?? ''
      const values = params.map((param) =>
        signature.kind === 'flagged' ? value(param, { flag: ['true', 'false'] }) : value(param, { optional: signature.kind === 'optional' && param === last }),
      )
      if (signature.kind === 'optional') values.push([`has${last.charAt(0).toUpperCase()}${last.slice(1)}`, { code: last, param: last, flag: ['yes', 'no'] }])
      const inner = scope(values)
      const body = render(compileNodes(nodes, inner))
      return `(${parameters(params, inner.used)}) => ${body}`
    }
    case 'list': {
      const params = signature.position ? ['first', 'next', 'position'] : ['first', 'next']
      const inner = scope(params.map((param) => value(param)))
      const body = render(compileNodes(nodes, inner))
      helpers.add('joinTitles')
      return `(titles) => joinTitles(${lang}, titles, (${parameters(params, inner.used)}) => ${body})`
    }
    case 'age': {
      const inner = scope([value('unit'), value('count')])
      const body = render(compileNodes(nodes, inner))
      helpers.add('byAge')
      return `(seconds) => byAge(seconds, (${parameters(['unit', 'count'], inner.used)}) => ${body})`
    }
    case 'estimate': {
      // Written out in each locale's module rather than imported: a module the form's first load and
      // every locale shared would be a file of its own in an app (one `import()` per locale).
      const inner = scope([value('unit'), value('count')])
      const body = render(compileNodes(nodes, inner))
      const unit = inner.used.has('unit') ? "const unit = seconds < 60 ? 'second' : 'minute'; " : ''
      const count = inner.used.has('count') ? 'const count = seconds < 60 ? seconds : Math.round(seconds / 60); ' : ''
      return `(seconds) => { ${unit}${count}return ${body} }`
    }
  }
}

function parse(message: string, key: string): IcuNode[] {
  try {
    return parseMessage(message)
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error
    throw new InvalidArgumentError({ argument: `message ${key}`, message: error.shortMessage })
  }
}

// A parameter the message does not read keeps its place, named as unused.
const parameters = (params: readonly string[], used: ReadonlySet<string>) => params.map((param) => (used.has(param) ? param : `_${param}`)).join(', ')

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u07ff\u0860-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/
const WORDLIKE = /[\p{L}\p{N}]/u
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A message's parts. In a right-to-left locale, arguments and the text between them that has no
 * right-to-left letter (`{amount} {symbol}`, `1 {from} = {rate} {to}`, `≈ {usd} US$`) are one
 * isolate (FSI … PDI, as Fluent isolates its placeables): `0.01 ETH` then reads as written, not
 * `ETH 0.01`. Text around the run joins the isolate only when it holds a letter or a digit
 * (`1 {from}`, `{usd} US$`): a lone `(`, `≈` or `.` stays in the sentence and mirrors with it.
 */
function compileNodes(nodes: readonly IcuNode[], scope: Scope): Part[] {
  const parts: Part[] = []
  let run: Part[] | undefined
  let before = ''
  let after = ''
  // `following`: the sentence's next text, whose first closing brackets may belong to the run; returns what is left of it.
  const close = (following = ''): string => {
    if (run === undefined) parts.push({ text: before + after })
    else {
      let [outBefore, inBefore] = WORDLIKE.test(before) ? ['', before] : [before, '']
      let [inAfter, outAfter] = WORDLIKE.test(after) ? [after, ''] : ['', after]
      // A bracket the run opens closes inside its isolate (`{symbol} ({name})`), and the other way
      // round: an isolate with half a pair shows it mirrored, `(QRKS (Quarks` right to left.
      const inner = `${inBefore}${run.map((part) => ('text' in part ? part.text : '')).join('')}${inAfter}`
      const { opened, closed } = unpaired(inner)
      const closing = leadingCount(outAfter + following, CLOSING, opened)
      const opening = trailingCount(outBefore, OPENING, closed)
      const taken = Math.max(0, closing - outAfter.length)
      ;[inAfter, outAfter] = [inAfter + (outAfter + following).slice(0, closing), outAfter.slice(closing)]
      following = following.slice(taken)
      ;[outBefore, inBefore] = [outBefore.slice(0, outBefore.length - opening), outBefore.slice(outBefore.length - opening) + inBefore]
      parts.push({ text: `${outBefore}${FSI}${inBefore}` }, ...run, { text: `${inAfter}${PDI}${outAfter}` })
    }
    run = undefined
    before = after = ''
    return following
  }
  for (const node of nodes) {
    if (scope.isolating && typeof node === 'string' && !RTL_LETTER.test(node)) {
      if (run === undefined) before += node
      else after += node
      continue
    }
    if (scope.isolating && typeof node !== 'string' && node.kind === 'argument') {
      const value = argument(node.name, scope)
      run = run === undefined ? [value] : [...run, { text: after }, value]
      after = ''
      continue
    }
    if (typeof node === 'string') {
      parts.push({ text: close(node) })
      continue
    }
    close()
    if (node.kind === 'argument') parts.push(argument(node.name, scope))
    else if (node.kind === 'pound') parts.push(scope.count === undefined ? { text: '#' } : { code: countCode(scope.count, scope) })
    else if (node.kind === 'select') parts.push({ code: selectCode(node, scope), string: true })
    else parts.push(...pluralParts(node, scope))
  }
  close()
  return parts
}

const OPENING = '([{'
const CLOSING = ')]}'

/** How many brackets `text` opens without closing, and closes without opening. */
function unpaired(text: string): { opened: number; closed: number } {
  let opened = 0
  let closed = 0
  for (const char of text) {
    if (OPENING.includes(char)) opened++
    else if (CLOSING.includes(char)) {
      if (opened > 0) opened--
      else closed++
    }
  }
  return { opened, closed }
}

/** How many of `text`'s first characters (at most `most`) are among `chars`. */
function leadingCount(text: string, chars: string, most: number): number {
  let count = 0
  while (count < most && count < text.length && chars.includes(text[count]!)) count++
  return count
}

/** How many of `text`'s last characters (at most `most`) are among `chars`. */
function trailingCount(text: string, chars: string, most: number): number {
  let count = 0
  while (count < most && count < text.length && chars.includes(text[text.length - 1 - count]!)) count++
  return count
}

function lookUp(name: string, scope: Scope): Value {
  const value = scope.values.get(name)
  if (!value) {
    const known = [...scope.values.keys()].join(', ') || 'none'
    throw new InvalidArgumentError({ argument: `message ${scope.key}`, message: `it names {${name}}, which its label does not have (it has: ${known})` })
  }
  if (value.param) scope.used.add(value.param)
  return value
}

function argument(name: string, scope: Scope): Part {
  const value = lookUp(name, scope)
  return { code: value.optional ? `${value.code} ?? ''` : value.code }
}

function countCode(count: string, scope: Scope): string {
  scope.helpers.add('formatCount')
  return `formatCount(${quote(scope.locale)}, ${count})`
}

const branch = (choice: IcuChoice, key: string, scope: Scope) => render(compileNodes(choice.options.get(key) ?? choice.options.get('other')!, scope))

function selectCode(choice: IcuChoice, scope: Scope): string {
  const value = lookUp(choice.name, scope)
  if (value.flag) return `${value.code} ? ${branch(choice, value.flag[0], scope)} : ${branch(choice, value.flag[1], scope)}`
  const keys = [...choice.options.keys()].filter((key) => key !== 'other')
  return [...keys.map((key) => `${value.code} === ${quote(key)} ? ${branch(choice, key, scope)} : `), branch(choice, 'other', scope)].join('')
}

function pluralParts(choice: IcuChoice, scope: Scope): Part[] {
  const count = lookUp(choice.name, scope).code
  const inner = { ...scope, count }
  const keys = [...choice.options.keys()]
  // `other` alone: the count only reads as `#`.
  if (keys.length === 1) return compileNodes(choice.options.get('other')!, inner)
  // Exact counts and `other` only: no plural rules needed.
  if (keys.every((key) => key === 'other' || key.startsWith('='))) {
    const exact = keys.filter((key) => key !== 'other')
    return [{ code: [...exact.map((key) => `${count} === ${key.slice(1)} ? ${branch(choice, key, inner)} : `), branch(choice, 'other', inner)].join(''), string: true }]
  }
  scope.helpers.add('plural')
  const branches = keys.map((key) => `${/^\w+$/.test(key) ? key : quote(key)}: ${branch(choice, key, inner)}`)
  return [{ code: `plural(${quote(scope.locale)}, ${count}, { ${branches.join(', ')} })`, string: true }]
}

/** Parts as one expression: a quoted string when all are text, else a template literal. */
function render(parts: readonly Part[]): string {
  const merged: Part[] = []
  for (const part of parts) {
    const last = merged.at(-1)
    if ('text' in part && last && 'text' in last) merged[merged.length - 1] = { text: last.text + part.text }
    else if (!('text' in part) || part.text) merged.push(part)
  }
  if (merged.every((part) => 'text' in part)) return quote(merged.map((part) => ('text' in part ? part.text : '')).join(''))
  // A select or a plural alone: its conditional is the string.
  const [only] = merged
  if (merged.length === 1 && only && 'code' in only && only.string) return only.code
  const inner = merged.map((part) => ('text' in part ? escape(part.text, '`') : `\${${part.code}}`)).join('')
  return `\`${inner}\``
}

/** A string literal in single quotes. */
export const quote = (text: string): string => `'${escape(text, "'")}'`

// Backslashes, the quote, `${` in a template, and the spaces that lint reads as irregular (no-break
// spaces, which French and others put before `:` or `%`) written as escapes. Isolates stay as they
// are: escaped, they would weigh twice as much in a right-to-left locale's chunk.
const escape = (text: string, quoteChar: string) =>
  text
    .replaceAll('\\', '\\\\')
    .replaceAll(quoteChar, `\\${quoteChar}`)
    .replaceAll('\n', '\\n')
    .replaceAll('${', quoteChar === '`' ? '\\${' : '${')
    .replace(IRREGULAR_SPACE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
// As ESLint's no-irregular-whitespace lists them.
const IRREGULAR_SPACE = /[\v\f\u0085\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g

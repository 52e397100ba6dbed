import { describe, expect, it } from 'vitest'
import { defaultLabels } from '../labels/widgetLabels'
import { overLabels } from '../labels/merge'
import { compileMessages } from './compile'
import en from './englishMessages'
import { signatures, type FunctionKey } from './signatures'

/** Every label of `labels`, by its flattened key (`common.transactions.approval`). */
function flatten(labels: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>()
  for (const [key, value] of Object.entries(labels)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) for (const [inner, label] of flatten(value, path)) flat.set(inner, label)
    else flat.set(path, value)
  }
  return flat
}

// Arguments to call each function label with, by parameter name: counts 0/1/2/5, durations across
// each unit's bounds, optional values present, empty and absent, lists of 0 to 3 titles.
const SAMPLES: Record<string, unknown[]> = {
  count: [0, 1, 2, 5],
  n: [1, 2],
  chainId: [8453],
  decimals: [6, 18],
  seconds: [0, 5, 44, 45, 59, 60, 89, 90, 150, 3599, 3600, 5400, 86399, 86400, 129600, 432000],
  percent: ['2.5', 25],
  pay: [true, false],
  kind: ['minimum', 'maximum'],
  // Optional (absent or empty reads as absent) where the label says so, by `key:param`.
  'quote.limitDetail:usd': ['$0.09', '', undefined],
  'common.viewTransaction:transaction': ['Deposit', '', undefined],
  domainName: ['Ferry', '', undefined],
  titles: [[], ['Approve USDC'], ['Approve USDC', 'Deposit'], ['Approve USDC', 'Deposit', 'Sign a message'], ['Deposit', 'USDC approval']],
}

function argumentLists(key: string, params: readonly string[]): unknown[][] {
  const samples = (param: string) => SAMPLES[`${key}:${param}`] ?? SAMPLES[param] ?? [`<${param}>`]
  return params.reduce<unknown[][]>((lists, param) => lists.flatMap((list) => samples(param).map((sample) => [...list, sample])), [[]])
}

describe('englishMessages.ts mirrors the English labels', () => {
  const english = flatten(defaultLabels)
  const compiled = flatten(overLabels(defaultLabels, compileMessages(en, 'en')))

  it('has exactly the keys of WidgetLabels', () => {
    expect(Object.keys(en).sort()).toEqual([...english.keys()].sort())
  })

  it('compiles to the same plain strings', () => {
    for (const [key, label] of english) if (typeof label === 'string') expect(compiled.get(key), key).toBe(label)
  })

  it('compiles to functions that say the same for every sample of their arguments', () => {
    for (const [key, label] of english) {
      if (typeof label !== 'function') continue
      const { params } = signatures[key as FunctionKey]
      expect(params.length, key).toBe(label.length)
      const message = compiled.get(key) as (...args: unknown[]) => string
      for (const args of argumentLists(key, params)) expect(message(...args), `${key}(${JSON.stringify(args)})`).toBe(label(...args))
    }
  })
})

describe('compileMessages', () => {
  it('builds labels in the locale: plurals by its rules, German keeping a title’s capital in a list', () => {
    const labels = compileMessages(
      {
        'review.callNote': '{count, plural, one {# Aufruf läuft} other {# Aufrufe laufen}} auf {chain}.',
        'prompts.batch': '{position, select, last {{first} und {next}} other {{first}, {next}}}',
        'form.modes.bridge': 'Brücke',
      },
      'de',
    )
    expect(labels.review?.callNote?.(1234, 'Base')).toBe('1.234 Aufrufe laufen auf Base.')
    expect(labels.prompts?.batch?.(['USDC freigeben', 'Einzahlung', 'Signatur'])).toBe('USDC freigeben, Einzahlung und Signatur')
    expect(labels.form?.modes).toEqual({ bridge: 'Brücke' })
  })

  it('starts later titles of a list with a small letter, except a title that starts with a symbol', () => {
    const labels = compileMessages({ 'prompts.sequence': '{first}, ardından {next}' }, 'tr')
    expect(labels.prompts?.sequence?.(['Yatır', 'USDC onayla', 'İmzala'])).toBe('Yatır, ardından USDC onayla, ardından imzala')
  })

  it('fails on a malformed message', () => {
    expect(() => compileMessages({ 'review.confirm': 'Bestätigen {' }, 'de')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })
})

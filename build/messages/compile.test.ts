import { describe, expect, it } from 'vitest'
import * as byAge from '../../src/widget/i18n/format/byAge'
import * as joinTitles from '../../src/widget/i18n/format/joinTitles'
import * as plural from '../../src/widget/i18n/format/plural'
import { signatures, type FunctionKey, type Signature } from '../../src/widget/i18n/signatures'
import { defaultLabels } from '../../src/widget/labels/widgetLabels'
import { compileMessage } from './compile'

type Label = (...args: never[]) => string

/** A message compiled as the build compiles it, and evaluated with the helpers the compiled modules import. */
const format: Record<string, unknown> = { ...byAge, ...joinTitles, ...plural }

function compiled(message: string, locale: string, signature: Signature | undefined, key = 'test.message'): unknown {
  const code = compileMessage(message, { key, locale, signature, helpers: new Set() })
  return new Function(...Object.keys(format), `return ${code}`)(...Object.values(format)) as unknown
}

/** A message with its values, each under its name, as a label with those parameters says it. */
function formatMessage(message: string, locale: string, values: Record<string, string | number>): string {
  const label = compiled(message, locale, { kind: 'named', params: Object.keys(values) }) as (...args: (string | number)[]) => string
  return label(...Object.values(values))
}

const labelOf = (key: FunctionKey, message: string, locale: string) => compiled(message, locale, signatures[key], key) as Label

describe('compiled messages', () => {
  it('put arguments in as they are', () => {
    expect(formatMessage('Send {amount} to {chain}', 'en', { amount: '1.5 ETH', chain: 'Base' })).toBe('Send 1.5 ETH to Base')
    expect(formatMessage('Chain {id}', 'de', { id: 84532 })).toBe('Chain 84532')
  })

  it('isolate a right-to-left locale’s runs of arguments, so that an amount and its symbol read as written', () => {
    const isolate = (text: string) => `\u2068${text}\u2069`
    expect(formatMessage('الرصيد: {amount} {symbol}', 'ar', { amount: '10,000', symbol: 'USDC' })).toBe(`الرصيد: ${isolate('10,000 USDC')}`)
    // Text with a letter or a digit joins the run; a lone bracket, sign or full stop stays in the sentence, which mirrors it.
    expect(formatMessage('1 {from} = {rate} {to}', 'ar', { from: 'USDC', rate: '0.97', to: 'USDC' })).toBe(isolate('1 USDC = 0.97 USDC'))
    expect(formatMessage('≈ {usd} US$', 'ar', { usd: '30.00' })).toBe(`≈ ${isolate('30.00 US$')}`)
    expect(formatMessage('رسوم ({usd}).', 'ar', { usd: '0.06 US$' })).toBe(`رسوم (${isolate('0.06 US$')}).`)
    // A bracket opened inside the run closes inside it too: `QRKS (Quarks)` keeps its pair, never `(QRKS (Quarks`.
    expect(formatMessage('العملة {symbol} ({name}) على {chain}', 'ar', { symbol: 'QRKS', name: 'Quarks', chain: 'Anvil One' })).toBe(
      `العملة ${isolate('QRKS (Quarks)')} على ${isolate('Anvil One')}`,
    )
    // Arguments apart, with right-to-left words between: an isolate each.
    expect(formatMessage('{what} على {chain}', 'ar', { what: 'إيداع', chain: 'Anvil One' })).toBe(`${isolate('إيداع')} على ${isolate('Anvil One')}`)
    // Left-to-right locales are left as they are.
    expect(formatMessage('Balance: {amount} {symbol}', 'de', { amount: '1,5', symbol: 'ETH' })).toBe('Balance: 1,5 ETH')
  })

  it('pick a plural branch by =N first, then the locale’s plural rules, and format # for the locale', () => {
    const message = '{count, plural, =0 {none} one {# call} few {# calls (few)} many {# calls (many)} other {# calls}}'
    expect(formatMessage(message, 'en', { count: 0 })).toBe('none')
    expect(formatMessage(message, 'en', { count: 1 })).toBe('1 call')
    expect(formatMessage(message, 'en', { count: 1234 })).toBe('1,234 calls')
    expect(formatMessage(message, 'de', { count: 1234 })).toBe('1.234 calls')
    expect(formatMessage(message, 'ru', { count: 3 })).toBe('3 calls (few)')
    expect(formatMessage(message, 'ru', { count: 5 })).toBe('5 calls (many)')
    expect(formatMessage(message, 'ru', { count: 21 })).toBe('21 call')
  })

  it('pick a select branch by value, else other; nest, and # reads the innermost plural', () => {
    const message = '{unit, select, now {just now} other {{count, plural, =1 {yesterday} other {# days ago}}}}'
    expect(formatMessage(message, 'en', { unit: 'now', count: 0 })).toBe('just now')
    expect(formatMessage(message, 'en', { unit: 'day', count: 1 })).toBe('yesterday')
    expect(formatMessage(message, 'en', { unit: 'day', count: 3 })).toBe('3 days ago')
    expect(formatMessage('{pay, select, true {pay {symbol}} other {get {symbol}}}', 'en', { pay: 'false', symbol: 'ETH' })).toBe('get ETH')
  })

  it('keep quoted braces, #, apostrophes, backticks and backslashes as text', () => {
    expect(formatMessage("It''s {x}", 'en', { x: 'here' })).toBe("It's here")
    expect(formatMessage("'{x}' is {x}", 'en', { x: 'y' })).toBe('{x} is y')
    expect(formatMessage("{n, plural, other {'#' is #}}", 'en', { n: 2 })).toBe('# is 2')
    expect(compiled("# stays outside a plural, `$'{'x'}'` and \\ too", 'en', undefined)).toBe('# stays outside a plural, `${x}` and \\ too')
  })

  it('build labels in the locale: plurals by its rules, German keeping a title’s capital in a list, a Turkish list lowering the rest', () => {
    expect(labelOf('review.callNote', '{count, plural, one {# Aufruf läuft} other {# Aufrufe laufen}} auf {chain}.', 'de')(...([1234, 'Base'] as never[]))).toBe('1.234 Aufrufe laufen auf Base.')
    const batch = labelOf('prompts.batch', '{position, select, last {{first} und {next}} other {{first}, {next}}}', 'de')
    expect(batch(...([['USDC freigeben', 'Einzahlung', 'Signatur']] as never[]))).toBe('USDC freigeben, Einzahlung und Signatur')
    const sequence = labelOf('prompts.sequence', '{first}, ardından {next}', 'tr')
    expect(sequence(...([['Yatır', 'USDC onayla', 'İmzala']] as never[]))).toBe('Yatır, ardından USDC onayla, ardından imzala')
  })

  it('fail on a malformed message, and on an argument its label does not have', () => {
    expect(() => compileMessage('Bestätigen {', { key: 'review.confirm', locale: 'de', signature: undefined, helpers: new Set() })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('review.confirm') }),
    )
    expect(() => compileMessage('Auf {chain} wechseln ({chainId})', { key: 'button.switchNetwork', locale: 'de', signature: signatures['button.switchNetwork'], helpers: new Set() })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('{chainId}') }),
    )
  })
})

describe('English labels, compiled from the English messages', () => {
  it('take optional values: present, empty and absent', () => {
    expect(defaultLabels.quote.limitDetail('minimum', '1', 'ETH', '$0.09')).toBe('The least you can send is 1 ETH ($0.09).')
    expect(defaultLabels.quote.limitDetail('maximum', '1', 'ETH', '')).toBe('The most you can send is 1 ETH.')
    expect(defaultLabels.quote.limitDetail('maximum', '1', 'ETH', undefined)).toBe('The most you can send is 1 ETH.')
    expect(defaultLabels.common.viewTransaction('0x12…34', 'Deposit')).toBe('Deposit 0x12…34 on explorer')
    expect(defaultLabels.common.viewTransaction('0x12…34')).toBe('View transaction 0x12…34')
    expect(defaultLabels.prompts.factMessageValue('Transfer', undefined)).toBe('Transfer')
  })

  it('take booleans, lists and durations', () => {
    expect(defaultLabels.form.amountInput(true, 'ETH')).toBe('Amount to pay in ETH')
    expect(defaultLabels.form.amountInput(false, 'ETH')).toBe('Amount to receive in ETH')
    expect(defaultLabels.prompts.sequence([])).toBe('')
    expect(defaultLabels.prompts.sequence(['Approve USDC', 'Deposit'])).toBe('Approve USDC, then deposit')
    expect(defaultLabels.prompts.batch(['Approve USDC', 'Deposit', 'USDC approval'])).toBe('Approve USDC, deposit and USDC approval')
    expect([59, 60, 90, 150].map((seconds) => defaultLabels.quote.timeEstimateValue(seconds))).toEqual(['~59 s', '~1 min', '~2 min', '~3 min'])
    expect([10, 120, 30 * 3600, 3 * 86_400].map((seconds) => defaultLabels.history.timeAgo(seconds))).toEqual(['just now', '2 min ago', 'yesterday', '3 days ago'])
    expect([1, 3].map((count) => defaultLabels.review.callNote(count, 'Base'))).toEqual([
      'A call runs on Base once the funds arrive there; what they do not spend goes to the recipient.',
      '3 calls run on Base once the funds arrive there; what they do not spend goes to the recipient.',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { formatMessage, parseMessage } from './icu'

describe('ICU messages', () => {
  it('puts arguments in as they are', () => {
    expect(formatMessage('Send {amount} to {chain}', 'en', { amount: '1.5 ETH', chain: 'Base' })).toBe('Send 1.5 ETH to Base')
    expect(formatMessage('Chain {id}', 'de', { id: 84532 })).toBe('Chain 84532')
  })

  it('isolates a right-to-left locale’s runs of arguments, so that an amount and its symbol read as written', () => {
    const isolate = (text: string) => `\u2068${text}\u2069`
    expect(formatMessage('الرصيد: {amount} {symbol}', 'ar', { amount: '10,000', symbol: 'USDC' })).toBe(`الرصيد: ${isolate('10,000 USDC')}`)
    // Text with a letter or a digit joins the run; a lone bracket, sign or full stop stays in the sentence, which mirrors it.
    expect(formatMessage('1 {from} = {rate} {to}', 'ar', { from: 'USDC', rate: '0.97', to: 'USDC' })).toBe(isolate('1 USDC = 0.97 USDC'))
    expect(formatMessage('≈ {usd} US$', 'ar', { usd: '30.00' })).toBe(`≈ ${isolate('30.00 US$')}`)
    expect(formatMessage('رسوم ({usd}).', 'ar', { usd: '0.06 US$' })).toBe(`رسوم (${isolate('0.06 US$')}).`)
    // Arguments apart, with right-to-left words between: an isolate each.
    expect(formatMessage('{what} على {chain}', 'ar', { what: 'إيداع', chain: 'Anvil One' })).toBe(`${isolate('إيداع')} على ${isolate('Anvil One')}`)
    // Left-to-right locales are left as they are.
    expect(formatMessage('Balance: {amount} {symbol}', 'de', { amount: '1,5', symbol: 'ETH' })).toBe('Balance: 1,5 ETH')
  })

  it('picks a plural branch by =N first, then the locale’s plural rules, and formats # for the locale', () => {
    const message = '{count, plural, =0 {none} one {# call} few {# calls (few)} many {# calls (many)} other {# calls}}'
    expect(formatMessage(message, 'en', { count: 0 })).toBe('none')
    expect(formatMessage(message, 'en', { count: 1 })).toBe('1 call')
    expect(formatMessage(message, 'en', { count: 1234 })).toBe('1,234 calls')
    expect(formatMessage(message, 'de', { count: 1234 })).toBe('1.234 calls')
    expect(formatMessage(message, 'ru', { count: 3 })).toBe('3 calls (few)')
    expect(formatMessage(message, 'ru', { count: 5 })).toBe('5 calls (many)')
    expect(formatMessage(message, 'ru', { count: 21 })).toBe('21 call')
  })

  it('picks a select branch by value, else other; nests, and # reads the innermost plural', () => {
    const message = '{unit, select, now {just now} other {{count, plural, =1 {yesterday} other {# days ago}}}}'
    expect(formatMessage(message, 'en', { unit: 'now', count: 0 })).toBe('just now')
    expect(formatMessage(message, 'en', { unit: 'day', count: 1 })).toBe('yesterday')
    expect(formatMessage(message, 'en', { unit: 'day', count: 3 })).toBe('3 days ago')
    expect(formatMessage('{pay, select, true {pay {symbol}} other {get {symbol}}}', 'en', { pay: 'false', symbol: 'ETH' })).toBe('get ETH')
  })

  it('reads apostrophes as ICU does: doubled is one, before a brace it quotes, else it is plain text', () => {
    expect(formatMessage("the service's list", 'en', {})).toBe("the service's list")
    expect(formatMessage("It''s {x}", 'en', { x: 'here' })).toBe("It's here")
    expect(formatMessage("'{x}' is {x}", 'en', { x: 'y' })).toBe('{x} is y')
    expect(formatMessage("{n, plural, other {'#' is #}}", 'en', { n: 2 })).toBe('# is 2')
    expect(formatMessage('# stays outside a plural', 'en', {})).toBe('# stays outside a plural')
  })

  it('parses a message once', () => {
    expect(parseMessage('Hello {name}')).toBe(parseMessage('Hello {name}'))
  })

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['an unmatched brace', 'Hello }'],
    ['a choice without other', '{n, plural, one {x}}'],
    ['an unknown plural category', '{n, plural, several {x} other {y}}'],
    ['an unknown argument type', '{n, number}'],
    ['a nameless argument', 'Hello {}'],
    ['a repeated selector', '{x, select, a {1} a {2} other {3}}'],
  ])('refuses %s with INVALID_ARGUMENT', (_, message) => {
    expect(() => parseMessage(message)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })
})

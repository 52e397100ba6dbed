import { describe, expect, it } from 'vitest'
import { parseMessage } from './icu'

describe('ICU messages: parsing', () => {
  it('reads text, arguments, plurals with #, selects and their nesting', () => {
    expect(parseMessage('Send {amount} to {chain}')).toEqual(['Send ', { kind: 'argument', name: 'amount' }, ' to ', { kind: 'argument', name: 'chain' }])
    const [choice] = parseMessage('{unit, select, now {just now} other {{count, plural, =1 {yesterday} other {# days ago}}}}')
    expect(choice).toMatchObject({ kind: 'select', name: 'unit' })
    const other = typeof choice === 'object' && 'options' in choice ? choice.options.get('other') : undefined
    expect(other).toEqual([{ kind: 'plural', name: 'count', options: new Map([['=1', ['yesterday']], ['other', [{ kind: 'pound' }, ' days ago']]]) }])
  })

  it('reads apostrophes as ICU does: doubled is one, before a brace it quotes, else it is plain text', () => {
    expect(parseMessage("the service's list")).toEqual(["the service's list"])
    expect(parseMessage("It''s {x}")).toEqual(["It's ", { kind: 'argument', name: 'x' }])
    expect(parseMessage("'{x}' is {x}")).toEqual(['{x} is ', { kind: 'argument', name: 'x' }])
    expect(parseMessage("{n, plural, other {'#' is #}}")).toEqual([{ kind: 'plural', name: 'n', options: new Map([['other', ['# is ', { kind: 'pound' }]]]) }])
    expect(parseMessage('# stays outside a plural')).toEqual(['# stays outside a plural'])
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

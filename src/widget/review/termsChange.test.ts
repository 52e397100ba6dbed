import { describe, expect, it } from 'vitest'
import { bridgeQuote } from '../test/quotes'
import { termsChange } from './termsChange'

const withSides = (amountIn: string, amountOut: string) => {
  const quote = bridgeQuote()
  quote.details.currencyIn = { ...quote.details.currencyIn!, amount: amountIn }
  quote.details.currencyOut = { ...quote.details.currencyOut!, amount: amountOut }
  return quote
}

describe('termsChange', () => {
  it('exact input: less received is worse, more received better, the same amount no change', () => {
    const seen = withSides('10000000000000000', '32980000')
    expect(termsChange(seen, withSides('10000000000000000', '32970000'))).toMatchObject({ side: 'receive', worse: true, before: 32_980_000n, now: { amount: 32_970_000n, symbol: 'USDC' } })
    expect(termsChange(seen, withSides('10000000000000000', '32990000'))).toMatchObject({ side: 'receive', worse: false })
    expect(termsChange(seen, withSides('10000000000000000', '32980000'))).toBeUndefined()
  })

  it('exact output: more sent is worse, less sent better', () => {
    const seen = withSides('10000000000000000', '32980000')
    expect(termsChange(seen, withSides('10000000000000001', '32980000'), 'EXACT_OUTPUT')).toMatchObject({ side: 'send', worse: true, before: 10n ** 16n })
    expect(termsChange(seen, withSides('9999999999999999', '32980000'), 'EXACT_OUTPUT')).toMatchObject({ side: 'send', worse: false })
  })

  it('another currency on that side cannot be compared', () => {
    const other = withSides('10000000000000000', '1')
    other.details.currencyOut!.currency = { ...other.details.currencyOut!.currency, address: '0x1111111111111111111111111111111111111111' }
    expect(termsChange(withSides('10000000000000000', '32980000'), other)).toBeUndefined()
  })
})

import { describe, expect, expectTypeOf, it } from 'vitest'
import { parseChains } from '../parse/chains'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { parseStatusResponse } from '../parse/status'
import { bridgeQuote } from '../test/fixtures/quotes'
import type { QuoteDetails } from './quote'

describe('the wire types', () => {
  it('do not compile a misspelt field', () => {
    const quote = parseQuoteResponse(bridgeQuote())
    // @ts-expect-error timeEstimat is no field (timeEstimate is)
    void quote.details.timeEstimat
    // @ts-expect-error currencyOutput is no field (currencyOut is)
    void quote.details.currencyOutput
    // @ts-expect-error relayerFee is no field (relayer is)
    void quote.fees.relayerFee
    const status = parseStatusResponse({ status: 'pending' })
    // @ts-expect-error txHash is no field (txHashes is)
    void status.txHash
    const [chain] = parseChains({ chains: [{ id: 1, name: 'one', currency: { symbol: 'ETH', address: '0x', decimals: 18 } }] })
    // @ts-expect-error explorerURL is no field (explorerUrl is)
    void chain?.explorerURL
    expectTypeOf(quote.details.timeEstimate).toEqualTypeOf<number | undefined>()
  })

  it('keep at run time what they do not list: read it through a widened type', () => {
    const { details } = parseQuoteResponse(bridgeQuote())
    const withRate: QuoteDetails & { rate?: unknown } = details
    expect(withRate.rate).toBe('3298')
  })
})

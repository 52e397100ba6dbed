import { describe, expect, it } from 'vitest'
import { bridgeQuote, erc20QuoteWithEmptyStep, venueWithdrawalQuote } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused } from '../../test/refusedBeforeWallet'
import { MAX_ITEMS, MAX_STEPS } from './bounds'

describe('preflight: a bounded number of steps and items, none twice', () => {
  it('refuses 1000 copies of the deposit step', async () => {
    const quote = bridgeQuote()
    quote.steps = Array.from({ length: 1000 }, () => quote.steps[0]!)
    const error = await expectRefused(quote, 'steps')
    expect(error.reason).toMatch(/are 1000; at most 6/)
  })

  it(`refuses a quote of more than ${MAX_ITEMS} items, naming the step that goes over`, async () => {
    const quote = bridgeQuote()
    const [item] = quote.steps[0]!.items
    quote.steps[0]!.items = Array.from({ length: MAX_ITEMS + 1 }, (_, n) => ({ ...item!, data: { ...item!.data, value: String(n) } }))
    await expectRefused(quote, 'steps.0.items')
  })

  it(`refuses more than ${MAX_STEPS} steps even when they are empty`, async () => {
    const quote = bridgeQuote()
    quote.steps = [...Array.from({ length: MAX_STEPS }, () => ({ ...quote.steps[0]!, items: [] })), quote.steps[0]!]
    await expectRefused(quote, 'steps')
  })

  it('refuses the same deposit transaction twice, in two steps', async () => {
    const quote = bridgeQuote()
    quote.steps[0]!.items[0]!.data.value = '5000000000000000'
    quote.steps.push(structuredClone(quote.steps[0]!))
    const error = await expectRefused(quote, 'steps.1.items.0.data')
    expect(error.reason).toBe('repeats steps.0.items.0.data')
  })

  it('refuses the same venue transfer twice', async () => {
    const quote = venueWithdrawalQuote()
    quote.steps.push(structuredClone(quote.steps[1]!))
    await expectRefused(quote, 'steps.2.items.0.data')
  })

  it('accepts the longest flows the spec describes: an empty step, an approval and a deposit; authorize and transfer', () => {
    expect(expectAccepted(erc20QuoteWithEmptyStep())).toMatch(/^0x/)
    expect(expectAccepted(venueWithdrawalQuote())).toMatch(/^0x/)
  })
})

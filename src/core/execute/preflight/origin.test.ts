import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../constants'
import { bridgeQuote, DEPOSITORY, erc20QuoteWithEmptyStep, USER } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused } from '../../test/refusedBeforeWallet'
import type { QuoteRequestInput } from '../../types/request'

/** The bridge fixture as a service that leaves out `details.currencyIn` would send it. */
function withoutCurrencyIn(originChainId = 8453) {
  const quote = bridgeQuote({ originChainId })
  const { currencyIn: _shown, ...details } = quote.details
  return { ...quote, details }
}

const request = (extra: QuoteRequestInput = {}): QuoteRequestInput => ({
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
  ...extra,
})

describe('preflight: every transaction is on the origin chain, which must be known', () => {
  it('refuses a quote without currencyIn when no request says the origin', async () => {
    const error = await expectRefused(withoutCurrencyIn(), 'details.currencyIn')
    expect(error.reason).toMatch(/origin chain is unknown/)
  })

  it('refuses, without currencyIn, a transaction on another chain than the request asked', async () => {
    await expectRefused(withoutCurrencyIn(1), 'steps.0.items.0.data.chainId', { request: request() })
  })

  it('refuses items of one step on two chains', async () => {
    const quote = bridgeQuote()
    const [item] = quote.steps[0]!.items
    item!.data.value = '0'
    quote.steps[0]!.items.push({ ...item!, data: { ...item!.data, chainId: 10 } })
    await expectRefused(quote, 'steps.0.items.1.data.chainId')
  })

  it('refuses a currencyIn on another chain than the request', async () => {
    await expectRefused(bridgeQuote({ originChainId: 10 }), 'details.currencyIn.currency.chainId', { request: request() })
  })

  it('refuses a transaction on the venue chain 1337, which has no EVM transactions', async () => {
    await expectRefused(bridgeQuote({ originChainId: 1337 }), 'steps.0.items.0.data.chainId')
  })

  it('accepts a quote without currencyIn whose request names the origin, bounded by the exact input', () => {
    expect(expectAccepted(withoutCurrencyIn(), { request: request() })).toMatch(/^0x/)
  })

  it('refuses native value without currencyIn when the request asks an exact output (the input is not shown)', async () => {
    await expectRefused(withoutCurrencyIn(), 'steps.0.items.0.data.value', { request: request({ tradeType: 'EXACT_OUTPUT' }) })
  })

  it('accepts chain 999 as an ordinary origin', () => {
    expect(expectAccepted(bridgeQuote({ originChainId: 999, destinationChainId: 42161 }))).toMatch(/^0x/)
  })
})

describe('preflight: a transaction item without `from` (older quotes) runs from the account, under the same rules', () => {
  const withoutFrom = <T extends { steps: { items: unknown[] }[] }>(quote: T): T => {
    for (const step of quote.steps) for (const item of step.items) delete (item as { data: { from?: unknown } }).data.from
    return quote
  }

  it('accepts a deposit and an approval without from', () => {
    expect(expectAccepted(withoutFrom(bridgeQuote()))).toMatch(/^0x/)
    expect(expectAccepted(withoutFrom(erc20QuoteWithEmptyStep()))).toMatch(/^0x/)
  })

  it('still refuses, without from, a deposit above what the quote shows, and an approval of a spender no later call has', async () => {
    const over = withoutFrom(bridgeQuote())
    over.steps[0]!.items[0]!.data.value = (10n ** 20n).toString()
    await expectRefused(over, 'steps.0.items.0.data.value')
    const approval = withoutFrom(erc20QuoteWithEmptyStep())
    const { data } = approval.steps[1]!.items[0]! as { data: { data: string } }
    data.data = data.data.replace(DEPOSITORY.slice(2).toLowerCase(), 'dead'.repeat(10))
    await expectRefused(approval, 'steps.1.items.0.data.data')
  })

  it('still refuses a from that is present and not the account, and one on another chain', async () => {
    const stranger = bridgeQuote({ user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await expectRefused(stranger, 'steps.0.items.0.data.from')
    const otherChain = withoutFrom(bridgeQuote())
    otherChain.steps[0]!.items[0]!.data.chainId = 1
    await expectRefused(otherChain, 'steps.0.items.0.data.chainId')
  })
})

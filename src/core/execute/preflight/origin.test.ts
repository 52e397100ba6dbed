import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../constants'
import { bridgeQuote, USER } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused } from '../../test/refusedBeforeWallet'

/** The bridge fixture as a service that leaves out `details.currencyIn` would send it. */
function withoutCurrencyIn(originChainId = 8453) {
  const quote = bridgeQuote({ originChainId })
  const { currencyIn: _shown, ...details } = quote.details
  return { ...quote, details }
}

const request = (extra: Record<string, unknown> = {}) => ({
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
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

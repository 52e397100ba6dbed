import { describe, expect, it } from 'vitest'
import { createFerryClient } from '../../client/createFerryClient'
import { NATIVE_CURRENCY } from '../../constants'
import { executeQuote } from '../../execute/executeQuote'
import { createFakeService, SERVICE_URL } from '../../test/fakeService'
import { bridgeQuote, USER } from '../../test/fixtures/quotes'
import { expectAccepted, expectRefused, recordingWallet } from '../../test/refusedBeforeWallet'
import type { QuoteRequestInput } from '../../types/request'

const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'

/** What the bridge fixture answers: 0.01 ETH on Base for USDC on Arbitrum, to the user. */
const request = (extra: QuoteRequestInput = {}): QuoteRequestInput => ({
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: ARB_USDC,
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
  ...extra,
})

describe('preflight: the quote answers the request it was asked for', () => {
  it('accepts the quote of the request, currency ids compared without case, symbols left to the other checks', () => {
    expect(expectAccepted(bridgeQuote(), { request: request() })).toMatch(/^0x/)
    expect(expectAccepted(bridgeQuote(), { request: request({ destinationCurrency: ARB_USDC.toLowerCase() }) })).toMatch(/^0x/)
    expect(expectAccepted(bridgeQuote(), { request: request({ originCurrency: 'eth', destinationCurrency: 'usdc' }) })).toMatch(/^0x/)
  })

  it('refuses a quote that moved the origin to chain 1 in currencyIn and in its transaction alike', async () => {
    const error = await expectRefused(bridgeQuote({ originChainId: 1 }), 'details.currencyIn.currency.chainId', { request: request() })
    expect(error.reason).toBe("is 1, not the request's origin chain 8453")
  })

  it('refuses an exact input multiplied by 100 in currencyIn and in the value sent alike', async () => {
    const quote = bridgeQuote()
    quote.details.currencyIn.amount = '1000000000000000000'
    quote.steps[0]!.items[0]!.data.value = '1000000000000000000'
    await expectRefused(quote, 'details.currencyIn.amount', { request: request() })
  })

  it('refuses another destination chain or currency than asked', async () => {
    await expectRefused(bridgeQuote({ destinationChainId: 10 }), 'details.currencyOut.currency.chainId', { request: request() })
    await expectRefused(bridgeQuote(), 'details.currencyOut.currency.address', { request: request({ destinationCurrency: NATIVE_CURRENCY }) })
    await expectRefused(bridgeQuote(), 'details.currencyIn.currency.address', { request: request({ originCurrency: ARB_USDC }) })
  })

  it('refuses a recipient other than the one asked (the user when none is)', async () => {
    const other = '0x1111111111111111111111111111111111111111'
    await expectRefused(bridgeQuote(), 'details.recipient', { request: request({ recipient: other }) })
    const quote = bridgeQuote()
    quote.details.recipient = other
    await expectRefused(quote, 'details.recipient', { request: request() })
  })
})

describe('executeQuote: a quote of the client is checked against its request without being told', () => {
  it('refuses, before the wallet, a consistent lie about the origin chain in a quote from client.getQuote', async () => {
    const lie = bridgeQuote({ originChainId: 1 })
    const service = createFakeService()
    const fetch: typeof globalThis.fetch = async (input, init) =>
      new URL(String(input)).pathname === '/quote' ? new Response(JSON.stringify(lie), { status: 200 }) : service.fetch(input as string, init)
    const client = createFerryClient({ baseUrl: SERVICE_URL, fetch })
    const quote = await client.getQuote(request())
    expect(client.requestOf(quote)).toMatchObject({ originChainId: 8453, amount: '10000000000000000' })
    const { wallet, calls } = recordingWallet()
    await expect(executeQuote({ quote, client, wallet })).rejects.toMatchObject({ code: 'UNSAFE_STEP', field: 'details.currencyIn.currency.chainId' })
    expect(calls).toEqual([])
    expect(service.calls).toEqual([])
  })

  it('knows only the quote object it returned: a copy carries no request', async () => {
    const client = createFerryClient({ baseUrl: SERVICE_URL, fetch: async () => new Response(JSON.stringify(bridgeQuote()), { status: 200 }) })
    const quote = await client.getQuote(request())
    expect(client.requestOf(structuredClone(quote))).toBeUndefined()
  })
})

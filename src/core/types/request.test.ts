import { describe, expect, expectTypeOf, it } from 'vitest'
import { NATIVE_CURRENCY } from '../constants'
import { USER } from '../test/fixtures/quotes'
import { validateQuoteRequest } from '../validate/validateQuoteRequest'
import type { QuoteRequest, QuoteRequestInput, TradeType } from './request'

/** Stands for every API that takes a request: `useQuote`, `client.getQuote`, `executeQuote({ request })`. */
const send = (request: QuoteRequestInput) => request

const request = {
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
} satisfies QuoteRequestInput

describe('QuoteRequestInput', () => {
  it('does not compile a misspelt field in an object literal', () => {
    // @ts-expect-error originChainID is no field (originChainId is)
    send({ ...request, originChainID: 31337 })
    // @ts-expect-error slippage is no field (slippageTolerance is)
    send({ ...request, slippage: '50' })
  })

  it('does not compile a known field of the wrong type', () => {
    // @ts-expect-error a trade type is one of the service's words
    send({ ...request, tradeType: 'EXACT_IN' })
    // @ts-expect-error an amount is an integer string in the smallest unit
    send({ ...request, amount: 5 })
    // @ts-expect-error nor a bigint: the validator reads strings only
    send({ ...request, amount: 5n })
    // @ts-expect-error a chain id is a number
    send({ ...request, originChainId: '8453' })
    // @ts-expect-error the user is an address
    send({ ...request, user: 'bob' })
    expectTypeOf<QuoteRequestInput['tradeType']>().toEqualTypeOf<TradeType | undefined>()
  })

  it('takes every field as optional, undefined as not given, and readonly lists', () => {
    send({})
    send({ ...request, recipient: undefined, slippageTolerance: undefined })
    send({ ...request, tradeType: 'EXACT_OUTPUT', amount: '0', txs: [{ to: USER, value: '0', data: '0x' }] as const })
    expectTypeOf<QuoteRequest>().toExtend<QuoteRequestInput>()
  })

  it('sends a field it does not list through a widened type, unchanged', () => {
    const withExtra: QuoteRequestInput & { useDepositAddress: boolean } = { ...request, useDepositAddress: true }
    send(withExtra)
    expect(validateQuoteRequest(withExtra)).toMatchObject({ useDepositAddress: true })
  })

  it('is checked at run time whatever the static type: validateQuoteRequest takes unknown', () => {
    expectTypeOf(validateQuoteRequest).parameter(0).toBeUnknown()
    expect(() => validateQuoteRequest(JSON.parse('{"amount":5}'))).toThrow(/amount/)
  })
})

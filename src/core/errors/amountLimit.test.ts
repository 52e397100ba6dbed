import { describe, expect, it } from 'vitest'
import { amountLimitOf } from './amountLimit'
import { HttpError, NetworkError } from './http'

const refusal = (message: string, errorCode?: string, body: unknown = { message, errorCode }) =>
  new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: message, errorCode, body })

describe('amountLimitOf', () => {
  it("reads the minimum from the devnet's and the service's too-low sentences", () => {
    const devnet =
      'Amount 0.000001 ETH is too low: fees of 0.000024307135588 ETH (relayer, app fees, destination gas and top-up) leave nothing to deliver; send at least 0.000024330466054055 ETH.'
    expect(amountLimitOf(refusal(devnet, 'AMOUNT_TOO_LOW'))).toEqual({ kind: 'minimum', amount: '0.000024330466054055', symbol: 'ETH' })
    expect(amountLimitOf(refusal('An EXACT_OUTPUT amount of 0 USDC asks for nothing; request at least 0.000001 USDC.', 'AMOUNT_TOO_LOW'))).toEqual({
      kind: 'minimum',
      amount: '0.000001',
      symbol: 'USDC',
    })
    expect(amountLimitOf(refusal('Amount is too low. Minimum amount is 1,250.5 USDC', 'AMOUNT_TOO_LOW'))).toEqual({ kind: 'minimum', amount: '1250.5', symbol: 'USDC' })
    expect(amountLimitOf(refusal('Minimum: .5', 'AMOUNT_TOO_LOW'))).toEqual({ kind: 'minimum', amount: '0.5', symbol: undefined })
  })

  it('reads the maximum of a too-high refusal', () => {
    expect(amountLimitOf(refusal('Amount exceeds the available liquidity; send at most 12,000 USDC.', 'AMOUNT_TOO_HIGH'))).toEqual({ kind: 'maximum', amount: '12000', symbol: 'USDC' })
  })

  it('reads the whole message from the body, past what the error clips', () => {
    const long = `${'x'.repeat(2_000)} send at least 3 ETH.`
    expect(amountLimitOf(refusal(long, 'AMOUNT_TOO_LOW'))?.amount).toBe('3')
  })

  it('goes by the code, never by the text: no code, another code, or no figure is nothing', () => {
    expect(amountLimitOf(refusal('send at least 3 ETH', undefined))).toBeUndefined()
    expect(amountLimitOf(refusal('send at least 3 ETH', 'NO_QUOTES'))).toBeUndefined()
    expect(amountLimitOf(refusal('The relayer fee (10 bps) and app fees (9990 bps) take the whole amount.', 'AMOUNT_TOO_LOW'))).toBeUndefined()
    expect(amountLimitOf(new NetworkError({ url: 'http://service/quote', cause: undefined }))).toBeUndefined()
    expect(amountLimitOf(new Error('send at least 3 ETH'))).toBeUndefined()
    expect(amountLimitOf(refusal('Ask your admin 5 times', 'AMOUNT_TOO_LOW'))).toBeUndefined()
  })
})

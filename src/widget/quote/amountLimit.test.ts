import { describe, expect, it } from 'vitest'
import { HttpError } from '../../core/index'
import type { WidgetCurrency } from '../types'
import { amountLimitView as viewOf } from './amountLimit'

const common = { usdValue: (usd: string) => `≈ $${usd}`, usdBelowCent: '< $0.01' }
const amountLimitView = (error: Parameters<typeof viewOf>[0], options: Omit<Parameters<typeof viewOf>[1], 'common'>) => viewOf(error, { ...options, common })

const ETH: WidgetCurrency = { chainId: 31337, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', name: 'Ether', decimals: 18 }
const USDC: WidgetCurrency = { chainId: 31337, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const refusal = (message: string, errorCode = 'AMOUNT_TOO_LOW') => new HttpError({ url: 'http://service/quote', status: 400, serviceMessage: message, errorCode, body: { message, errorCode } })
const TOO_LOW_ETH =
  'Amount 0.000001 ETH is too low: fees of 0.000024307135588 ETH (relayer, app fees, destination gas and top-up) leave nothing to deliver; send at least 0.000024330466054055 ETH.'

describe('amountLimitView', () => {
  it('shows the minimum with four significant digits, rounded up, never below it, with its USD value', () => {
    const view = amountLimitView(refusal(TOO_LOW_ETH), { currency: ETH, price: { usd: '36.9', amount: 10n ** 16n } })
    expect(view).toEqual({ kind: 'minimum', amount: '0.00002434', symbol: 'ETH', usd: '≈ $0.08' })
  })

  it("values the minimum at the price route's price (one whole token) when no quote priced it yet: a first quote's refusal", () => {
    const view = amountLimitView(refusal(TOO_LOW_ETH), { currency: ETH, price: { usd: '3000', amount: 10n ** 18n } })
    expect(view?.usd).toBe('≈ $0.07')
  })

  it('rounds a minimum past the currency decimals up, and a maximum down', () => {
    expect(amountLimitView(refusal('send at least 0.0706681 USDC'), { currency: USDC, price: undefined })).toMatchObject({ amount: '0.07067', usd: undefined })
    expect(amountLimitView(refusal('send at least 0.070661 USDC'), { currency: USDC, price: undefined })?.amount).toBe('0.07067')
    expect(amountLimitView(refusal('send at least 0.0706 USDC'), { currency: USDC, price: undefined })?.amount).toBe('0.0706')
    expect(amountLimitView(refusal('send at most 12,345.678 USDC', 'AMOUNT_TOO_HIGH'), { currency: USDC, price: undefined })).toMatchObject({ kind: 'maximum', amount: '12340' })
  })

  it('offers nothing for a bound in another currency, or none at all', () => {
    expect(amountLimitView(refusal(TOO_LOW_ETH), { currency: USDC, price: undefined })).toBeUndefined()
    expect(amountLimitView(refusal('The relayer fee and app fees take the whole amount.'), { currency: ETH, price: undefined })).toBeUndefined()
    expect(amountLimitView(null, { currency: ETH, price: undefined })).toBeUndefined()
  })
})

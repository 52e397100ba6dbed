import { describe, expect, it } from 'vitest'
import { formatBps } from '../display/number'
import { shortHash } from '../display/text'
import { usdForPeople } from '../display/usdAndPercent'
import { defaultLabels as labels } from '../labels/widgetLabels'
import { bridgeQuote, bridgeQuoteWithoutUsd, highFeeQuote, venueWithdrawalQuote } from '../test/quotes'
import { feeForPeople } from './QuoteRows'
import { quoteFigures, RATE_DECIMALS } from './figures'

describe('quoteFigures', () => {
  it('reads amounts, minimum received after slippage, fees, rate and the fee share in USD', () => {
    const figures = quoteFigures(bridgeQuote(), 50)
    expect(figures.send).toMatchObject({ amount: 10_000_000_000_000_000n, decimals: 18, symbol: 'ETH', usd: '33.12' })
    expect(figures.receive).toMatchObject({ amount: 32_980_000n, decimals: 6, symbol: 'USDC', usd: '32.97' })
    expect(figures.minimumReceived).toBe(32_815_100n)
    expect(figures.fees.map((fee) => [fee.kind, fee.amount, fee.decimals, fee.usd])).toEqual([
      ['gas', 42_000_000_000_000n, 18, '0.14'],
      ['relayer', 31_000_000_000_000n, 18, '0.10'],
    ])
    expect(figures.rate).toBe(3298n * 10n ** BigInt(RATE_DECIMALS))
    // $0.24 of $33.12: 72 bps.
    expect(figures.feeShareBps).toBe(72n)
    expect(figures.timeEstimate).toBe(4)
  })

  it('a zero fee has no row: a gasless venue withdrawal shows its service fee only, never "Network fee 0 USDC"', () => {
    expect(quoteFigures(venueWithdrawalQuote(), 50).fees.map((fee) => [fee.kind, fee.amount])).toEqual([['relayer', 2_000_000n]])
  })

  it('without USD values, matches fee currency ids to the sides and counts the fees paid in the currency sent', () => {
    const figures = quoteFigures(bridgeQuoteWithoutUsd(), 0)
    expect(figures.minimumReceived).toBe(32_980_000n)
    expect(figures.fees.every((fee) => fee.decimals === 18 && fee.symbol === 'ETH' && fee.inSendCurrency)).toBe(true)
    // 0.000073 ETH of 0.01 ETH: 73 bps.
    expect(figures.feeShareBps).toBe(73n)
  })

  it('with EXACT_OUTPUT, bounds what is sent (rounded up) instead of what is received', () => {
    const figures = quoteFigures(bridgeQuote(), 50, { tradeType: 'EXACT_OUTPUT' })
    expect(figures.maximumSent).toBe(10_050_000_000_000_000n)
    expect(figures.minimumReceived).toBeUndefined()
    expect(quoteFigures(bridgeQuote(), 33, { tradeType: 'EXACT_OUTPUT' }).maximumSent).toBe(10_033_000_000_000_000n)
    const odd = bridgeQuote()
    odd.details.currencyIn!.amount = '1001'
    expect(quoteFigures(odd, 50, { tradeType: 'EXACT_OUTPUT' }).maximumSent, '1001 x 1.005 = 1006.005, rounded up').toBe(1007n)
    expect(quoteFigures(bridgeQuote(), 50, { tradeType: 'EXACT_INPUT' })).toMatchObject({ minimumReceived: 32_815_100n })
    expect(quoteFigures(bridgeQuote(), 50).maximumSent).toBeUndefined()
  })

  it('flags high fees in USD; a venue withdrawal counts the service fee in its own currency', () => {
    expect(quoteFigures(highFeeQuote(), 50).feeShareBps).toBe(1812n)
    const venue = quoteFigures(venueWithdrawalQuote(), 50)
    // Its zero network fee has no row.
    expect(venue.fees.map((fee) => [fee.kind, fee.symbol, fee.decimals])).toEqual([['relayer', 'USDC', 8]])
    expect(venue.feeShareBps).toBe(8n)
  })
})

describe('a negative fee (a rebate, which the service documents)', () => {
  it('is kept signed, lowers the fee share, and reads as a rebate', () => {
    const quote = bridgeQuote()
    Object.assign(quote.fees.relayer!, { amount: '-31000000000000', amountUsd: '-0.10', amountFormatted: '-0.000031' })
    const figures = quoteFigures(quote, 50)
    const rebate = figures.fees.find((fee) => fee.kind === 'relayer')!
    expect(rebate.amount).toBe(-31_000_000_000_000n)
    // $0.14 - $0.10 of $33.12: 12 bps.
    expect(figures.feeShareBps).toBe(12n)
    expect(feeForPeople(rebate, labels)).toBe('0.000031 ETH (rebate)')
    expect(feeForPeople({ ...rebate, decimals: undefined }, labels)).toBe('0.000031 ETH (rebate)')
  })
})

describe('format', () => {
  it('formats USD as an estimate to cents (grouped, 3 significant digits from $100K), bps as percent, hashes short', () => {
    expect(usdForPeople('33.12', labels.common)).toBe('≈ $33.12')
    expect(usdForPeople('0.1', labels.common)).toBe('≈ $0.10')
    expect(usdForPeople('0.001', labels.common)).toBe('< $0.01')
    expect(usdForPeople('60000000', labels.common)).toBe('≈ $60.0M')
    expect(usdForPeople('n/a', labels.common)).toBeUndefined()
    expect(formatBps(50)).toBe('0.5')
    expect(formatBps(1812n)).toBe('18.12')
    expect(shortHash(`0x${'ab'.repeat(32)}`)).toBe('0xabab…abab')
  })
})

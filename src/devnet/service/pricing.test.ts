import { describe, expect, it } from 'vitest'
import { HttpProblem } from '../http/jsonServer'
import { DEFAULT_USD_PRICES } from './priceTable'
import { priceAmounts, type PricingInput } from './pricing'

const ETH = { symbol: 'ETH', decimals: 18 }
const USDC = { symbol: 'USDC', decimals: 6 }
const E18 = 10n ** 18n

const base: PricingInput = {
  tradeType: 'EXACT_INPUT',
  amount: E18,
  currencyIn: ETH,
  currencyOut: ETH,
  appFeeBps: [],
  fixedCostIn: 21_000n * 1_000_000_000n,
  slippageBps: 50n,
  prices: DEFAULT_USD_PRICES,
}

function refusal(input: PricingInput): HttpProblem {
  try {
    priceAmounts(input)
  } catch (error) {
    if (error instanceof HttpProblem) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('priceAmounts', () => {
  it('EXACT_INPUT takes the relayer fee (10 bps) and the gas off the input', () => {
    expect(priceAmounts(base)).toEqual({
      amountIn: E18,
      amountOut: 998_979_000_000_000_000n,
      // 50 bps below the output.
      minAmountOut: 993_984_105_000_000_000n,
      relayerFee: 1_000_000_000_000_000n,
      appFeesIn: [],
      appFeesOut: [],
    })
  })

  it('converts across currencies and charges app fees in the input, paid out in the output', () => {
    const priced = priceAmounts({ ...base, amount: 3_000_000_000n, currencyIn: USDC, currencyOut: ETH, appFeeBps: [100n, 5n], fixedCostIn: 0n, slippageBps: 0n })
    expect(priced.relayerFee).toBe(3_000_000n)
    expect(priced.appFeesIn).toEqual([30_000_000n, 1_500_000n])
    expect(priced.appFeesOut).toEqual([10_000_000_000_000_000n, 500_000_000_000_000n])
    // 3000 - 3 - 30 - 1.5 = 2965.5 USDC at 3000 USD per ETH.
    expect(priced.amountOut).toBe(988_500_000_000_000_000n)
    expect(priced.minAmountOut).toBe(priced.amountOut)
  })

  it('EXACT_OUTPUT asks the least input that delivers the amount', () => {
    const priced = priceAmounts({ ...base, tradeType: 'EXACT_OUTPUT', amount: 998_979_000_000_000_000n })
    // 1 ETH delivers it, and so does 1 wei less: the relayer fee rounds down by one unit there.
    expect(priced.amountIn).toBe(E18 - 1n)
    expect(priced.amountOut).toBe(998_979_000_000_000_000n)
    expect(priced.relayerFee).toBe(999_999_999_999_999n)
  })

  it('round-trips: the EXACT_OUTPUT input, quoted EXACT_INPUT, delivers at least the amount, and one unit less does not', () => {
    const cases: PricingInput[] = [
      { ...base, currencyIn: USDC, currencyOut: ETH, amount: E18 + 7n, appFeeBps: [25n, 40n], fixedCostIn: 123_456n },
      { ...base, currencyIn: ETH, currencyOut: USDC, amount: 1_234_567_891n, appFeeBps: [300n] },
      { ...base, currencyIn: USDC, currencyOut: USDC, amount: 1n, fixedCostIn: 0n },
    ]
    for (const input of cases) {
      const { amountIn, amountOut } = priceAmounts({ ...input, tradeType: 'EXACT_OUTPUT' })
      expect(amountOut).toBe(input.amount)
      expect(priceAmounts({ ...input, amount: amountIn }).amountOut).toBeGreaterThanOrEqual(input.amount)
      const short = (() => {
        try {
          return priceAmounts({ ...input, amount: amountIn - 1n }).amountOut
        } catch {
          return 0n
        }
      })()
      expect(short).toBeLessThan(input.amount)
    }
  })

  it('refuses with AMOUNT_TOO_LOW when fees eat the whole input, naming the least that works', () => {
    const low = refusal({ ...base, amount: 1_000n })
    expect([low.status, low.errorCode]).toEqual([400, 'AMOUNT_TOO_LOW'])
    expect(low.message).toMatch(/^Amount 0\.000000000000001 ETH is too low: fees of 0\.000021000000000001 ETH .*send at least 0\.000021021021021022 ETH\.$/)
    expect(priceAmounts({ ...base, amount: 21_021_021_021_022n }).amountOut).toBe(1n)
    expect(refusal({ ...base, appFeeBps: [9_990n] }).errorCode).toBe('AMOUNT_TOO_LOW')
    const nothing = refusal({ ...base, tradeType: 'EXACT_OUTPUT', amount: 0n, currencyOut: USDC })
    expect([nothing.errorCode, nothing.message]).toEqual(['AMOUNT_TOO_LOW', 'An EXACT_OUTPUT amount of 0 USDC asks for nothing; request at least 0.000001 USDC.'])
    // One wei of ETH is worth less than a unit of USDC: it delivers nothing, fees or not.
    expect(refusal({ ...base, currencyOut: USDC, amount: 1n, fixedCostIn: 0n }).errorCode).toBe('AMOUNT_TOO_LOW')
  })

  it('states every amount of a refusal in decimal units with its symbol, never in smallest units', () => {
    // 0.01 USDC against 0.070597 USDC of destination gas and top-up, plus the relayer's 10 bps.
    const low = refusal({ ...base, amount: 10_000n, currencyIn: USDC, currencyOut: USDC, fixedCostIn: 70_597n })
    expect(low.message).toBe(
      'Amount 0.01 USDC is too low: fees of 0.070607 USDC (relayer, app fees, destination gas and top-up) leave nothing to deliver; send at least 0.070668 USDC.',
    )
    expect(priceAmounts({ ...base, amount: 70_668n, currencyIn: USDC, currencyOut: USDC, fixedCostIn: 70_597n }).amountOut).toBe(1n)
  })

  it('lets a cross-chain call deliver nothing but its calls', () => {
    const priced = priceAmounts({ ...base, tradeType: 'EXACT_OUTPUT', amount: 0n, allowZeroOut: true, fixedCostIn: 999n })
    // 999 pays the fixed costs exactly: its relayer fee rounds down to 0.
    expect(priced).toMatchObject({ amountIn: 999n, amountOut: 0n, minAmountOut: 0n, relayerFee: 0n })
  })
})

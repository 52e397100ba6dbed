import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../constants'
import { parseQuoteResponse } from '../../parse/quoteResponse'
import { bridgeQuote, erc20QuoteWithEmptyStep, ORIGIN_USDC, venueWithdrawalQuote } from '../../test/fixtures/quotes'
import type { QuoteResponse } from '../../types/quote'
import { readOrigin } from '../preflight/origin'
import type { WalletFees } from '../wallet'
import { fundsNeeded } from './needs'

/** The bridge fixture's deposit: 0.01 ETH, gas limit 0x186a0 at a max fee of 1.5 gwei. */
const VALUE = 10n ** 16n
const GAS_COST = 100_000n * 1_500_000_000n
/** What the chain asks now: the fixture's fees are within 3× of it, so the executor keeps them. */
const NOW: WalletFees = { maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000n }

const needsOf = (body: unknown, fees?: ReadonlyMap<number, WalletFees | undefined>) => {
  const quote = parseQuoteResponse(body)
  return fundsNeeded({ quote, origin: readOrigin(quote, undefined), fees })
}
// Typed as the executor sees it: the fixture's empty step types its items as `unknown`.
const erc20 = () => erc20QuoteWithEmptyStep() as unknown as QuoteResponse
const eth = (amount: bigint) => ({ chainId: 8453, currency: NATIVE_CURRENCY, symbol: 'eth', decimals: 18, amount })
const usdc = (amount: bigint) => ({ chainId: 8453, currency: ORIGIN_USDC, symbol: 'usdc', decimals: 6, amount })

describe('fundsNeeded: what the transactions still to send take, at least', () => {
  it('a native deposit: its value plus gas limit × max fee, when the executor keeps the quote\'s fees', () => {
    expect(needsOf(bridgeQuote(), new Map([[8453, NOW]]))).toEqual([eth(VALUE + GAS_COST)])
  })

  it('its value alone when the fees cannot be read or are dropped (above 3× the chain\'s): the wallet prices the gas', () => {
    expect(needsOf(bridgeQuote())).toEqual([eth(VALUE)])
    expect(needsOf(bridgeQuote(), new Map([[8453, undefined]]))).toEqual([eth(VALUE)])
    expect(needsOf(bridgeQuote(), new Map([[8453, { maxFeePerGas: 100_000_000n, maxPriorityFeePerGas: 1_000n }]]))).toEqual([eth(VALUE)])
    const noLimit = bridgeQuote()
    delete (noLimit.steps[0]!.items[0]!.data as { gas?: string }).gas
    expect(needsOf(noLimit, new Map([[8453, NOW]]))).toEqual([eth(VALUE)])
  })

  it('values add up; gas counts for one transaction at a time (what earlier ones burn is not known)', () => {
    const body = bridgeQuote()
    const [deposit] = body.steps[0]!.items
    body.steps[0]!.items.push({ ...deposit!, data: { ...deposit!.data, value: '5', data: '0x' as Hex, gas: undefined as unknown as string } })
    // Deposit: VALUE + its gas; then the second: VALUE + 5 with no gas known.
    expect(needsOf(body, new Map([[8453, NOW]]))).toEqual([eth(VALUE + GAS_COST)])
    body.steps[0]!.items[1]!.data.value = (GAS_COST + 1n).toString()
    expect(needsOf(body, new Map([[8453, NOW]]))).toEqual([eth(VALUE + GAS_COST + 1n)])
  })

  it('an ERC-20 deposit: the input of currencyIn (the token first), and the gas of the costlier of approval and deposit', () => {
    expect(needsOf(erc20QuoteWithEmptyStep(), new Map([[8453, NOW]]))).toEqual([usdc(5_000_000n), eth(GAS_COST)])
    expect(needsOf(erc20QuoteWithEmptyStep())).toEqual([usdc(5_000_000n)])
  })

  it('approvals move no tokens: with the approval done the deposit still takes the input; with the deposit sent, nothing is left', () => {
    const approved = erc20()
    approved.steps[1]!.items[0]!.status = 'complete'
    expect(needsOf(approved)).toEqual([usdc(5_000_000n)])
    const deposited = erc20()
    deposited.steps[1]!.items[0]!.status = 'complete'
    Object.assign(deposited.steps[2]!.items[0]!, { status: 'submitted', txHash: `0x${'ab'.repeat(32)}` })
    expect(needsOf(deposited, new Map([[8453, NOW]]))).toEqual([])
  })

  it('a token transfer as the funds item takes what it transfers', () => {
    const body = erc20()
    const transfer: Hex = `0xa9059cbb${'11'.repeat(20).padStart(64, '0')}${(4_000_000n).toString(16).padStart(64, '0')}`
    // No approval: the deposit is a transfer of the token to a deposit address.
    const deposit = body.steps[2]!
    Object.assign(deposit.items[0]!.data, { to: ORIGIN_USDC, data: transfer })
    body.steps = [deposit]
    expect(needsOf(body)).toEqual([usdc(4_000_000n)])
  })

  it('a venue withdrawal spends no EVM balance: signatures and venue transfers need nothing', () => {
    expect(needsOf(venueWithdrawalQuote(), new Map([[42161, NOW]]))).toEqual([])
  })

  it('names a currency by any currency object of the quote, and leaves symbol and decimals unknown otherwise', () => {
    const body = erc20QuoteWithEmptyStep()
    const fees = body.fees as Record<string, unknown>
    for (const key of Object.keys(fees)) delete fees[key]
    const quote: QuoteResponse = parseQuoteResponse(body)
    expect(fundsNeeded({ quote, origin: readOrigin(quote, undefined), fees: new Map([[8453, NOW]]) })).toEqual([
      usdc(5_000_000n),
      { chainId: 8453, currency: NATIVE_CURRENCY, symbol: undefined, decimals: undefined, amount: GAS_COST },
    ])
  })
})

import { parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../../core/index'
import type { Devnet } from '../startDevnet'
import { chainOf, startDevnetForFile, usdcBalance, userOf } from './harness'

/*
 * The token list on the devnet, end to end: tokens the currencies route does not vouch for
 * (unverified) or does not list at all (unlisted, imported by address) quote, deposit and fill
 * like any other, into and out of another token, the gas currency or USDC.
 */

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const tokenOn = (chainId: number, symbol: string): Address => {
  const token = chainOf(devnet, chainId).tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} on ${chainId}`)
  return token.address
}

describe('devnet: listed, unverified and unlisted tokens', () => {
  it('bridges an unlisted token (QRKS, found only by address) from 31337 to 31338: approve, deposit, fill of the quoted amount', async () => {
    const user = userOf(devnet, devnet.accounts[3]!)
    const owner = user.account.address
    const [origin, destination] = [tokenOn(31337, 'QRKS'), tokenOn(31338, 'QRKS')]
    expect(chainOf(devnet, 31337).tokens.find((token) => token.address === origin)?.listing).toBe('unlisted')
    const [inBefore, outBefore] = await Promise.all([usdcBalance(user.publicClient(31337), origin, owner), usdcBalance(user.publicClient(31338), destination, owner)])
    const amount = parseUnits('120', 18)
    const { quote, result } = await user.quoteAndExecute({ originChainId: 31337, destinationChainId: 31338, originCurrency: origin, destinationCurrency: destination, amount: amount.toString(), tradeType: 'EXACT_INPUT' })
    expect(result.status).toBe('success')
    expect(quote.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    expect(quote.details.currencyIn?.currency).toMatchObject({ symbol: 'QRKS', name: 'Quarks', decimals: 18 })
    expect(inBefore - (await usdcBalance(user.publicClient(31337), origin, owner))).toBe(amount)
    expect((await usdcBalance(user.publicClient(31338), destination, owner)) - outBefore).toBe(BigInt(quote.details.currencyOut!.amount))
  })

  it('swaps an unverified token (MOON on 31337) into native ETH on 31338 at the table prices', async () => {
    const user = userOf(devnet, devnet.accounts[4]!)
    const owner = user.account.address
    const ethBefore = await user.publicClient(31338).getBalance({ address: owner })
    const amount = parseUnits('500000', 18)
    const { quote, result } = await user.quoteAndExecute({ originChainId: 31337, destinationChainId: 31338, originCurrency: tokenOn(31337, 'MOON'), destinationCurrency: NATIVE_CURRENCY, amount: amount.toString(), tradeType: 'EXACT_INPUT' })
    expect(result.status).toBe('success')
    expect(quote.details.operation).toBe('swap')
    // 500 000 MOON at $0.0003 is $150, 0.05 ETH at $3000, less fees and the fill's gas.
    const out = BigInt(quote.details.currencyOut!.amount)
    expect(out).toBeLessThan(parseUnits('0.05', 18))
    expect(out).toBeGreaterThan(parseUnits('0.049', 18))
    expect((await user.publicClient(31338).getBalance({ address: owner })) - ethBefore).toBe(out)
  })

  it('swaps USDC on 31338 into an unverified token on 999 (FROG), delivered from the solver’s inventory', async () => {
    const user = userOf(devnet, devnet.accounts[5]!, { startChainId: 31338 })
    const owner = user.account.address
    const frog = tokenOn(999, 'FROG')
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const [usdcBefore, frogBefore, solverBefore] = await Promise.all([
      usdcBalance(user.publicClient(31338), usdc, owner),
      usdcBalance(user.publicClient(999), frog, owner),
      usdcBalance(user.publicClient(999), frog, devnet.solver.address),
    ])
    const want = parseUnits('10000', 18)
    const { quote, result } = await user.quoteAndExecute({ originChainId: 31338, destinationChainId: 999, originCurrency: usdc, destinationCurrency: frog, amount: want.toString(), tradeType: 'EXACT_OUTPUT' })
    expect(result.status).toBe('success')
    expect(usdcBefore - (await usdcBalance(user.publicClient(31338), usdc, owner))).toBe(BigInt(quote.details.currencyIn!.amount))
    expect((await usdcBalance(user.publicClient(999), frog, owner)) - frogBefore).toBe(want)
    expect(solverBefore - (await usdcBalance(user.publicClient(999), frog, devnet.solver.address))).toBe(want)
  })
})

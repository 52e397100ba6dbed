import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, RequestRefundedError, type QuoteResponse } from '../../core/index'
import type { ServedQuote } from '../service/quote'
import type { Devnet } from '../startDevnet'
import { chainOf, setFaults, setPrices, startDevnetForFile, usdcBalance, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  await setPrices(devnet, { reset: true })
  await setFaults(devnet, { reset: true })
})

/** An address nothing else on the devnet touches: its balances start at 0. */
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** `amount` of an entry the core's types leave open (`fees.app`, `details.currencyGasTopup`). */
function amountOf(value: unknown): bigint {
  if (typeof value !== 'object' || value === null || !('amount' in value) || typeof value.amount !== 'string') {
    throw new Error(`no amount in ${JSON.stringify(value)}`)
  }
  return BigInt(value.amount)
}

/** The client keeps the fields the devnet serves beyond its types; these tests read them. */
const served = (quote: QuoteResponse) => quote as ServedQuote

const amountsOf = (quote: QuoteResponse) => ({
  amountIn: BigInt(quote.details.currencyIn!.amount),
  amountOut: BigInt(quote.details.currencyOut!.amount),
  gas: amountOf(quote.fees.gas),
  relayer: amountOf(quote.fees.relayer),
})

/** 100 USDC from 31337 to `destinationChainId`'s USDC. */
const usdcBridge = (destinationChainId = 31338) => ({
  originChainId: 31337,
  destinationChainId,
  originCurrency: chainOf(devnet, 31337).contracts.usdc,
  destinationCurrency: chainOf(devnet, destinationChainId).contracts.usdc,
  amount: '100000000',
  tradeType: 'EXACT_INPUT' as const,
})

describe('devnet: fees', () => {
  it('charges gas and the relayer fee: an EXACT_INPUT native bridge delivers the input less exactly those two', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const recipient = freshAddress()
    const { quote, result } = await user.quoteAndExecute({
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '50000000000000000',
      tradeType: 'EXACT_INPUT',
      recipient,
    })
    expect(result.status).toBe('success')
    const { amountIn, amountOut, gas, relayer } = amountsOf(quote)
    expect(amountIn).toBe(5n * 10n ** 16n)
    // 10 bps of the input; the gas estimate of a transfer on 31338 at its gas price, both in ETH.
    expect(relayer).toBe(5n * 10n ** 13n)
    expect(gas).toBeGreaterThan(0n)
    expect(amountIn - amountOut).toBe(gas + relayer)
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(amountOut)
  })

  it('pays each app fee to its recipient on the destination, and the recipient exactly currencyOut', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const [recipient, feeTaker] = [freshAddress(), freshAddress()]
    const usdcOut = chainOf(devnet, 31338).contracts.usdc
    const { quote, result } = await user.quoteAndExecute({ ...usdcBridge(), recipient, appFees: [{ recipient: feeTaker, fee: '100' }] })
    expect(result.status).toBe('success')
    const { amountIn, amountOut, gas, relayer } = amountsOf(quote)
    // 1% of 100 USDC. `fees.app` is in the input currency; USDC to USDC, it is also what is paid out.
    const app = amountOf(quote.fees.app)
    expect(app).toBe(1_000_000n)
    expect(amountIn - amountOut).toBe(gas + relayer + app)
    const dest = user.publicClient(31338)
    expect(await usdcBalance(dest, usdcOut, feeTaker)).toBe(app)
    expect(await usdcBalance(dest, usdcOut, recipient)).toBe(amountOut)
  })

  it('tops up gas: the recipient receives 2 USD of ETH by default, charged in the input', async () => {
    const user = userOf(devnet, devnet.accounts[2]!)
    const recipient = freshAddress()
    const { quote, result } = await user.quoteAndExecute({ ...usdcBridge(), recipient, topupGas: true })
    expect(result.status).toBe('success')
    const topup = amountOf(served(quote).details.currencyGasTopup)
    // 2 USD at 3000 USD per ETH, rounded down.
    expect(topup).toBe(666_666_666_666_666n)
    const { amountIn, amountOut, gas, relayer } = amountsOf(quote)
    expect(amountIn - amountOut).toBe(gas + relayer + amountOf(served(quote).fees.topupGas))
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(topup)
    expect(await usdcBalance(user.publicClient(31338), chainOf(devnet, 31338).contracts.usdc, recipient)).toBe(amountOut)
  })

  it('tops up topupGasAmount (100000 = 1 USD): 2.5 USD of HYPE on chain 999', async () => {
    const user = userOf(devnet, devnet.accounts[2]!)
    const recipient = freshAddress()
    const { quote, result } = await user.quoteAndExecute({ ...usdcBridge(999), recipient, topupGas: true, topupGasAmount: '250000' })
    expect(result.status).toBe('success')
    // 2.5 USD at 25 USD per HYPE.
    expect(amountOf(served(quote).details.currencyGasTopup)).toBe(10n ** 17n)
    expect(await user.publicClient(999).getBalance({ address: recipient })).toBe(10n ** 17n)
  })
})

describe('devnet: slippage at fill', () => {
  /** 100 USDC on 31337 for ETH on 31338 with a 50 bps tolerance: the ETH price moves the output. */
  const usdcToEth = (recipient: Address, refundTo?: Address) => ({
    ...usdcBridge(),
    destinationCurrency: NATIVE_CURRENCY,
    slippageTolerance: '50',
    recipient,
    ...(refundTo ? { refundTo } : {}),
  })

  it('fills the quoted amount when the price moved within the tolerance (ETH +0.3%)', async () => {
    const user = userOf(devnet, devnet.accounts[3]!)
    const recipient = freshAddress()
    const quote = await user.quote(usdcToEth(recipient))
    expect(await setPrices(devnet, { ETH: '3009' })).toMatchObject({ ETH: '3009' })
    const result = await user.execute(quote)
    expect(result.status).toBe('success')
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(amountsOf(quote).amountOut)
  })

  it('fills the quoted amount, not more, when the price moved in the user\'s favour (ETH -5%)', async () => {
    const user = userOf(devnet, devnet.accounts[3]!)
    const recipient = freshAddress()
    const quote = await user.quote(usdcToEth(recipient))
    await setPrices(devnet, { ETH: '2850' })
    expect((await user.execute(quote)).status).toBe('success')
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(amountsOf(quote).amountOut)
  })

  it('refunds the deposit to refundTo when the price moved past the tolerance (ETH +5%)', async () => {
    const user = userOf(devnet, devnet.accounts[4]!)
    const [recipient, refundTo] = [freshAddress(), freshAddress()]
    const usdcIn = chainOf(devnet, 31337).contracts.usdc
    const origin = user.publicClient(31337)
    const userBefore = await usdcBalance(origin, usdcIn, user.account.address)
    const quote = await user.quote(usdcToEth(recipient, refundTo))
    await setPrices(devnet, { ETH: '3150' })
    const error = await user.execute(quote).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestRefundedError)
    const { requestId, status } = error as RequestRefundedError
    expect(devnet.store.get(requestId)?.history.map((event) => event.status)).toEqual(['waiting', 'pending', 'failure', 'refund'])
    expect(status.details?.failReason).toMatch(/^price moved beyond slippage: the deposit now buys 0\.\d+ ETH, below the minimum 0\.\d+ ETH/)
    const { amountIn } = amountsOf(quote)
    expect(userBefore - (await usdcBalance(origin, usdcIn, user.account.address))).toBe(amountIn)
    expect(await usdcBalance(origin, usdcIn, refundTo)).toBe(amountIn)
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(0n)
  })
  it('revalidates at the fill, not at indexing: a move while the fill waits still refunds', async () => {
    const user = userOf(devnet, devnet.accounts[5]!)
    const recipient = freshAddress()
    const quote = await user.quote(usdcToEth(recipient))
    const requestId = quote.steps[0]!.requestId
    await setFaults(devnet, { holdFills: true })
    // The deposit is indexed at the quoted prices; the price moves while the fill is held.
    let moved: Promise<unknown> | undefined
    const unsubscribe = devnet.store.subscribe((record) => {
      if (record.id === requestId && record.status === 'pending') moved ??= setPrices(devnet, { ETH: '3150' }).then(() => setFaults(devnet, { holdFills: false }))
    })
    const error = await user.execute(quote).catch((e: unknown) => e)
    unsubscribe()
    await moved
    expect(error).toBeInstanceOf(RequestRefundedError)
    expect((error as RequestRefundedError).status.details?.failReason).toMatch(/^price moved beyond slippage/)
    expect(await user.publicClient(31338).getBalance({ address: recipient })).toBe(0n)
  })
})

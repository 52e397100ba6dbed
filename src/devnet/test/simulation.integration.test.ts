import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { AllowanceError, NATIVE_CURRENCY, SimulationRevertedError, type FerryError } from '../../core/index'
import type { Devnet } from '../startDevnet'
import { chainOf, ETH_BRIDGE, startDevnetForFile, usdcBalance, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

/** The account's nonce and native balance on 31337: neither moves when nothing is sent. */
async function footprint(user: ReturnType<typeof userOf>) {
  const origin = user.publicClient(31337)
  const address = user.account.address
  const [nonce, balance] = await Promise.all([origin.getTransactionCount({ address }), origin.getBalance({ address })])
  return { nonce, balance }
}

/** A gas limit on the item, as the service may send: the wallet then sends without estimating. */
const GAS = '200000'

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as FerryError)

describe('devnet: a transaction that would revert is stopped before it is sent', () => {
  it('stops a USDC deposit whose approval was never made with AllowanceError; no nonce used, no gas paid', async () => {
    const user = userOf(devnet, devnet.accounts[0]!)
    const usdc = chainOf(devnet, 31337).contracts.usdc
    const quote = await user.quote({ ...ETH_BRIDGE, originCurrency: usdc, destinationCurrency: chainOf(devnet, 31338).contracts.usdc, amount: '5000000' })
    expect(quote.steps.map((step) => step.id)).toEqual(['approve', 'deposit'])
    // The quote as a faulty service might send it: the deposit without the approval it needs, with a
    // gas limit as real quotes carry one, so the wallet would not estimate (and fail) before sending.
    quote.steps.shift()
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, gas: GAS }
    const before = await footprint(user)
    const usdcBefore = await usdcBalance(user.publicClient(31337), usdc, user.account.address)

    const error = await failure(user.execute(quote))
    expect(error).toBeInstanceOf(AllowanceError)
    expect(error).toMatchObject({ code: 'ALLOWANCE_ERROR', stepId: 'deposit', requestId: quote.steps[0]!.requestId })
    expect(await footprint(user)).toEqual(before)
    expect(await usdcBalance(user.publicClient(31337), usdc, user.account.address)).toBe(usdcBefore)
    expect(user.progress.filter((p) => p.type === 'item').map((p) => p.type === 'item' && p.status)).toEqual(['failed'])
  })

  it('stops a deposit tampered to revert in the depository with SimulationRevertedError carrying the revert data', async () => {
    const user = userOf(devnet, devnet.accounts[1]!)
    const quote = await user.quote({ ...ETH_BRIDGE, originCurrency: NATIVE_CURRENCY })
    // Within what the quote shows (no value at all), yet `depositNative` refuses it.
    quote.steps[0]!.items[0]!.data = { ...quote.steps[0]!.items[0]!.data, value: '0', gas: GAS }
    const before = await footprint(user)

    const error = await failure(user.execute(quote))
    expect(error).toBeInstanceOf(SimulationRevertedError)
    expect(error).toMatchObject({
      code: 'SIMULATION_REVERTED',
      chainId: 31337,
      stepId: 'deposit',
      revertData: encodeErrorResult({ abi: parseAbi(['error ZeroAmount()']), errorName: 'ZeroAmount' }),
    })
    expect(await footprint(user)).toEqual(before)
  })
})

import { encodeErrorResult, parseAbi, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { AllowanceError, SimulationRevertedError } from '../errors/execution'
import { FerryError } from '../errors/base'
import { DEPOSITORY } from '../test/fixtures/quotes'
import { account as fakeRunAccount, fakeRun, ORIGIN as FAKE_ORIGIN } from '../test/executeSetup'
import type { TransactionItem } from '../types/quote'
import type { FerryWallet } from './wallet'

const errorString = (reason: string) => encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [reason] })

async function failure(promise: Promise<unknown>): Promise<FerryError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason)
  if (error instanceof FerryError) return error
  throw new Error(`expected a FerryError, got ${String(error)}`)
}

describe('executeQuote: each transaction is simulated right before the wallet is asked', () => {
  it('stops on a revert with its decoded reason; nothing is sent and the wallet is asked for no switch nor send', async () => {
    const t = fakeRun({ chain: { callRevert: () => errorString('Depository: paused') } })
    const quote = t.quote()
    const error = await failure(t.run(quote))
    expect(error).toBeInstanceOf(SimulationRevertedError)
    expect(error).toMatchObject({ code: 'SIMULATION_REVERTED', reason: 'Depository: paused', chainId: FAKE_ORIGIN, stepId: 'deposit', requestId: quote.steps[0]!.requestId })
    expect(t.origin.sent).toEqual([])
    // Reads only: the funds check's fees and balance, then the send's own fee read and the simulation.
    expect(t.walletCalls).toEqual(['estimateFees', 'getBalance', 'estimateFees', 'call'])
  })

  it('simulates from the account, with the item value, data and target, on its chain', async () => {
    const t = fakeRun()
    const quote = t.quote()
    await t.run(quote)
    const { data } = (quote.steps[0]!.items[0] as TransactionItem).data
    expect(t.origin.calls).toEqual([expect.objectContaining({ from: fakeRunAccount.address, to: DEPOSITORY, data, value: toHex(10n ** 16n) })])
    expect(t.origin.sent).toHaveLength(1)
  })

  it('answers an allowance revert with AllowanceError and its guidance, before anything is sent', async () => {
    const revert = encodeErrorResult({
      abi: parseAbi(['error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)']),
      errorName: 'ERC20InsufficientAllowance',
      args: [DEPOSITORY, 0n, 5n],
    })
    const t = fakeRun({ chain: { callRevert: () => revert } })
    const error = await failure(t.run(t.quote()))
    expect(error).toBeInstanceOf(AllowanceError)
    expect(error.details).toMatch(/spender/)
    expect(t.origin.sent).toEqual([])
  })

  it('keeps a custom error as raw revert data, and names a panic by its code', async () => {
    const custom = encodeErrorResult({ abi: parseAbi(['error ZeroAmount()']), errorName: 'ZeroAmount' })
    const t = fakeRun({ chain: { callRevert: () => custom } })
    expect(await failure(t.run(t.quote()))).toMatchObject({ reason: undefined, revertData: custom })
    const panic = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] })
    const p = fakeRun({ chain: { callRevert: () => panic } })
    expect(await failure(p.run(p.quote()))).toMatchObject({ reason: 'Panic(17)', revertData: panic })
  })

  it('sends unsimulated with a wallet that has no `call`', async () => {
    const t = fakeRun({ chain: { callRevert: () => errorString('never asked') }, adapt: ({ call: _call, ...wallet }): FerryWallet => wallet })
    await t.run(t.quote())
    expect(t.origin.calls).toEqual([])
    expect(t.origin.sent).toHaveLength(1)
  })

  it('sends when the node fails the simulation for another reason than a revert', async () => {
    const t = fakeRun({ adapt: (wallet) => ({ ...wallet, call: () => Promise.reject(new Error('the node is unreachable')) }) })
    await t.run(t.quote())
    expect(t.origin.sent).toHaveLength(1)
  })
})

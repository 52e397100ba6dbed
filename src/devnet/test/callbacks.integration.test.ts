import { afterEach, describe, expect, it, vi } from 'vitest'
import { executeQuote, type CallbackErrorContext, type ExecutionProgress } from '../../core/index'
import type { Devnet } from '../startDevnet'
import { ETH_BRIDGE, fastPoll, setFaults, startDevnetForFile, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  vi.restoreAllMocks()
  await setFaults(devnet, { reset: true })
})

/** A run of ETH_BRIDGE for dev account `index`, with what the test reads: nonces and the service's indexed deposits. */
async function bridgeRun(index: number) {
  const account = devnet.accounts[index]!
  const user = userOf(devnet, account)
  const publicClient = user.publicClient(31337)
  const nonceBefore = await publicClient.getTransactionCount({ address: account.address })
  const quote = await user.quote(ETH_BRIDGE)
  const requestId = quote.steps[0]!.requestId
  return {
    user,
    quote,
    requestId,
    deposits: async () => (await publicClient.getTransactionCount({ address: account.address })) - nonceBefore,
    indexed: () => devnet.store.get(requestId)!.inTxHashes,
  }
}

/** Once the deposit's hash is out, every event: the item's later records and each status read. */
const afterDeposit = (progress: ExecutionProgress) => (progress.type === 'item' && progress.txHash !== undefined) || progress.type === 'status'

describe('executeQuote: a host onProgress cannot lose a transfer', () => {
  it('throwing at every event once the deposit is out: success, one deposit, the request id kept, statuses still read, each error reported', async () => {
    const run = await bridgeRun(0)
    const thrown = new Error('host handler bug')
    const seen: ExecutionProgress[] = []
    const reported: Array<[unknown, CallbackErrorContext]> = []
    // The fill waits for the first status read after the throws began: polling must go on past them.
    await setFaults(devnet, { holdFills: true })
    const result = await executeQuote({
      quote: run.quote,
      client: run.user.client,
      wallet: run.user.wallet,
      poll: fastPoll,
      onProgress: (progress) => {
        seen.push(progress)
        if (progress.type === 'status' && progress.status.status !== 'success') void setFaults(devnet, { holdFills: false })
        if (afterDeposit(progress)) throw thrown
      },
      onCallbackError: (error, context) => reported.push([error, context]),
    })

    expect(result).toMatchObject({ status: 'success', requestId: run.requestId })
    expect(await run.deposits()).toBe(1)
    expect(run.indexed()).toHaveLength(1)
    const thrownAt = seen.filter(afterDeposit)
    expect(thrownAt.map((p) => (p.type === 'status' ? p.status.status : p.type)).at(-1)).toBe('success')
    expect(thrownAt.some((p) => p.type === 'status' && p.status.status !== 'success')).toBe(true)
    expect(reported).toEqual(thrownAt.map(() => [thrown, { callback: 'onProgress' }]))
  })

  it('rejecting (async) before the deposit, at the start and at the wallet prompt: the run goes on to success, one deposit, both reported', async () => {
    const run = await bridgeRun(1)
    const thrown = new Error('async host handler bug')
    const reported: unknown[] = []
    const result = await executeQuote({
      quote: run.quote,
      client: run.user.client,
      wallet: run.user.wallet,
      poll: fastPoll,
      onProgress: async (progress) => {
        if (progress.type === 'start' || (progress.type === 'item' && progress.status === 'waiting-for-wallet')) throw thrown
      },
      onCallbackError: (error, context) => reported.push({ error, ...context }),
    })

    expect(result).toMatchObject({ status: 'success', requestId: run.requestId })
    expect(await run.deposits()).toBe(1)
    expect(run.indexed()).toHaveLength(1)
    expect(reported).toEqual([
      { error: thrown, callback: 'onProgress' },
      { error: thrown, callback: 'onProgress' },
    ])
  })

  it('without onCallbackError, each error goes to console.error and the run still ends in success with one deposit', async () => {
    const run = await bridgeRun(2)
    const thrown = new Error('host handler bug')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = await executeQuote({
      quote: run.quote,
      client: run.user.client,
      wallet: run.user.wallet,
      poll: fastPoll,
      onProgress: (progress) => {
        if (afterDeposit(progress)) throw thrown
      },
    })

    expect(result).toMatchObject({ status: 'success', requestId: run.requestId })
    expect(await run.deposits()).toBe(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('onProgress'), thrown)
  })

  it('an onCallbackError that throws too: the run still ends in success, both errors on console.error', async () => {
    const run = await bridgeRun(3)
    const thrown = new Error('host handler bug')
    const reporterBug = new Error('reporter bug')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const result = await executeQuote({
      quote: run.quote,
      client: run.user.client,
      wallet: run.user.wallet,
      poll: fastPoll,
      onProgress: () => {
        throw thrown
      },
      onCallbackError: () => {
        throw reporterBug
      },
    })

    expect(result).toMatchObject({ status: 'success', requestId: run.requestId })
    expect(await run.deposits()).toBe(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('onCallbackError'), reporterBug, thrown)
  })
})

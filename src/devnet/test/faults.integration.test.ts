import { describe, expect, it } from 'vitest'
import { createFerryClient, executeQuote, RequestRefundedError, StatusTimeoutError, type ExecutionProgress, type FerryWallet } from '../../core/index'
import type { Devnet } from '../startDevnet'
import { ETH_BRIDGE, gasPaid, setFaults, startDevnetForFile, userOf } from './harness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))


describe('devnet: failures', () => {
  it('moves a failed fill to failure, refunds refundTo on the origin, then reports refund', async () => {
    const user = userOf(devnet, devnet.accounts[4]!)
    const refundTo = devnet.accounts[5]!.address
    const origin = user.publicClient(31337)
    const before = await origin.getBalance({ address: refundTo })
    await setFaults(devnet, { failFills: 1 })
    const error = await user.quoteAndExecute({ ...ETH_BRIDGE, refundTo }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestRefundedError)
    const { requestId, status } = error as RequestRefundedError
    expect(devnet.store.get(requestId)?.history.map((event) => event.status)).toEqual(['waiting', 'pending', 'failure', 'refund'])
    const refund = status.txHashes.at(-1) as `0x${string}`
    expect(await origin.getTransactionReceipt({ hash: refund })).toMatchObject({ status: 'success' })
    const deposited = BigInt((await origin.getTransaction({ hash: status.inTxHashes[0] as `0x${string}` })).value)
    expect((await origin.getBalance({ address: refundTo })) - before).toBe(deposited)
  })

  it('rides out a service outage: status reads retry 503s and the bridge still succeeds', async () => {
    const user = userOf(devnet, devnet.accounts[4]!)
    await setFaults(devnet, { fillDelayMs: 300 })
    const quote = await user.client.getQuote({ user: user.account.address, ...ETH_BRIDGE })
    await setFaults(devnet, { outage: { target: 'service', count: 2, status: 503 } })
    const { executeQuote } = await import('../../core/index')
    const result = await executeQuote({ quote, client: user.client, wallet: user.wallet, poll: { initialIntervalMs: 20, maxIntervalMs: 100 } })
    await setFaults(devnet, { reset: true })
    expect(result.status).toBe('success')
    expect(await gasPaid(user.publicClient(31337), result.inTxHashes[0] as `0x${string}`)).toBeGreaterThan(0n)
  })

  it('after the deposit, 60 503s from the service, then the bridge still ends in success', async () => {
    const user = userOf(devnet, devnet.accounts[6]!)
    // One fetch per read, so the service's 60 errors are 60 failed reads of the executor.
    const client = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl, retry: { attempts: 0 } })
    const quote = await client.getQuote({ user: user.account.address, ...ETH_BRIDGE })
    // The outage starts once the deposit has left the wallet: the run can no longer just fail.
    const wallet: FerryWallet = {
      ...user.wallet,
      waitForReceipt: async (args) => {
        await setFaults(devnet, { outage: { target: 'service', count: 60, status: 503 } })
        return user.wallet.waitForReceipt(args)
      },
    }
    const progress: ExecutionProgress[] = []
    const result = await executeQuote({
      quote,
      client,
      wallet,
      checkTimeoutMs: 200,
      poll: { initialIntervalMs: 10, maxIntervalMs: 20, maxErrorIntervalMs: 20 },
      onProgress: (event) => progress.push(event),
    })
    expect(result.status).toBe('success')
    expect(devnet.faults.snapshot().outages.service.remaining).toBe(0)
    // Reads of the check endpoint took some of the 60; the request's status polling met the rest.
    expect(progress.filter((event) => event.type === 'status-error').length).toBeGreaterThan(30)
  }, 20_000)

  it('with the service down for good after the deposit, the run ends in STATUS_TIMEOUT with the request id and the deposit hash', async () => {
    const user = userOf(devnet, devnet.accounts[7]!)
    const client = createFerryClient({ baseUrl: devnet.serviceUrl, venueApiUrl: devnet.venueUrl, retry: { attempts: 0 } })
    const quote = await client.getQuote({ user: user.account.address, ...ETH_BRIDGE })
    const wallet: FerryWallet = {
      ...user.wallet,
      waitForReceipt: async (args) => {
        await setFaults(devnet, { outage: { target: 'service', count: 1_000_000, status: 503 } })
        return user.wallet.waitForReceipt(args)
      },
    }
    try {
      const error = await executeQuote({ quote, client, wallet, checkTimeoutMs: 200, poll: { initialIntervalMs: 10, maxIntervalMs: 20, maxErrorIntervalMs: 20, timeoutMs: 500 } }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(StatusTimeoutError)
      const { requestId, txHashes, lastStatus } = error as StatusTimeoutError
      expect(requestId).toBe(quote.steps[0]!.requestId)
      expect(txHashes).toHaveLength(1)
      expect(lastStatus).toBeUndefined()
    } finally {
      await setFaults(devnet, { reset: true })
    }
  })
})

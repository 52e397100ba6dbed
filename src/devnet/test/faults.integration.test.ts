import { describe, expect, it } from 'vitest'
import { RequestRefundedError } from '../../core/index'
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
})

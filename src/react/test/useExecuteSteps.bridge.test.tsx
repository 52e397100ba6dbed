// @vitest-environment jsdom
import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { itemRecords, RequestRefundedError, type ExecutionResult } from '../../core/index'
import { demoTargetArtifact } from '../../devnet/contracts/artifacts'
import type { Devnet } from '../../devnet/startDevnet'
import { ETH_BRIDGE, chainOf, gasPaid, setFaults, startDevnetForFile } from '../../devnet/test/harness'
import { mountExecute } from './executeHarness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))


describe('useExecuteSteps: bridge, call, refund', () => {
  it('bridges ETH to success with a refreshed quote, through every phase, with per-item hashes', async () => {
    const account = devnet.accounts[0]!
    const recipient = devnet.accounts[8]!.address
    const app = mountExecute(devnet, account, { namespace: 'bridge' })
    await app.connect()
    const before = await app.user.publicClient(31338).getBalance({ address: recipient })
    // Quoted a minute ago: execute fetches a new quote (a new request) before sending anything.
    const stale = { ...(await app.quote({ ...ETH_BRIDGE, recipient })), quotedAt: Date.now() - 60_000 }
    const staleId = stale.quote.steps[0]!.requestId

    const result = (await app.execute(stale)) as ExecutionResult
    expect(result.status).toBe('success')
    const { state } = app.current()
    expect(state.requestId).toBe(result.requestId)
    expect(state.requestId).not.toBe(staleId)
    expect(devnet.store.get(staleId)?.status).toBe('waiting')
    expect(app.phases).toEqual(['idle', 'awaiting-wallet', 'submitting', 'confirming', 'polling', 'success'])
    const [deposit] = itemRecords(state.quote!)
    expect(deposit).toMatchObject({ status: 'complete', kind: 'transaction', chainId: 31337 })
    expect(state.inTxHashes).toEqual([deposit!.txHash])
    expect(state.txHashes).toEqual(result.txHashes)
    expect(state.status?.status).toBe('success')
    expect(app.current().isExecuting).toBe(false)

    const received = (await app.user.publicClient(31338).getBalance({ address: recipient })) - before
    expect(received).toBe(BigInt(devnet.store.get(result.requestId)!.terms.amountOut))
    app.unmount()
  })

  it('runs a cross-chain call: the destination contract is paid', async () => {
    const account = devnet.accounts[1]!
    const app = mountExecute(devnet, account, { namespace: 'call' })
    await app.connect()
    const target = chainOf(devnet, 31338).contracts.demoTarget
    const beneficiary = devnet.accounts[7]!.address
    const value = 3_000_000_000_000_000n
    const data = encodeFunctionData({ abi: demoTargetArtifact.abi, functionName: 'payEth', args: [beneficiary, 'ferry hook'] })
    const parameters = await app.quote({ ...ETH_BRIDGE, amount: value.toString(), tradeType: 'EXACT_OUTPUT', txs: [{ to: target, value: value.toString(), data }] })

    const result = (await app.execute(parameters)) as ExecutionResult
    expect(result.status).toBe('success')
    expect(app.current().state.phase).toBe('success')
    const paid = await app.user.publicClient(31338).readContract({ address: target, abi: demoTargetArtifact.abi, functionName: 'paidEth', args: [beneficiary] })
    expect(paid).toBe(value)
    app.unmount()
  })

  it('ends in refund after a failed fill: the deposit comes back, the state holds the refund', async () => {
    const account = devnet.accounts[2]!
    const app = mountExecute(devnet, account, { namespace: 'refund' })
    await app.connect()
    const origin = app.user.publicClient(31337)
    const before = await origin.getBalance({ address: account.address })
    await setFaults(devnet, { failFills: 1 })

    const error = await app.execute(await app.quote(ETH_BRIDGE))
    expect(error).toBeInstanceOf(RequestRefundedError)
    const { state, isExecuting } = app.current()
    expect(state).toMatchObject({ phase: 'refund', error: { code: 'REQUEST_REFUNDED' }, status: { status: 'refund' } })
    expect(app.phases.at(-1)).toBe('refund')
    expect(isExecuting).toBe(false)
    const deposit = state.inTxHashes[0] as `0x${string}`
    const refund = state.txHashes.at(-1) as `0x${string}`
    expect(await origin.getTransactionReceipt({ hash: refund })).toMatchObject({ status: 'success' })
    // Out of pocket: only the deposit's gas.
    expect(before - (await origin.getBalance({ address: account.address }))).toBe(await gasPaid(origin, deposit))
    app.unmount()
  })
})

import { encodeErrorResult, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { batching, type BatchingOptions } from '../test/batchingWallet'
import { account, caught, counting, DESTINATION, erc20QuoteWithEmptyStep, ORIGIN, setup, st } from '../test/executeSetup'
import { itemRecords } from '../run/records'
import type { QuoteResponse } from '../types/quote'
import type { BatchProgress, ExecutionProgress } from './progress'

const usdcBridge = () => erc20QuoteWithEmptyStep({ user: account.address, originChainId: ORIGIN, destinationChainId: DESTINATION })

/** A run whose wallet batches (as `options` say); `prompts` counts what the executor asked of it. */
function batchRun(options: BatchingOptions = {}) {
  let prompts: string[] = []
  let batches: ReturnType<typeof batching>['batches'] = []
  const t = setup({
    adapt: (wallet) => {
      const batched = batching(wallet, options)
      batches = batched.batches
      const counted = counting(batched.wallet)
      prompts = counted.calls
      return counted.wallet
    },
  })
  const asked = (method: string) => prompts.filter((call) => call === method).length
  return { ...t, prompts: () => prompts, asked, batches: () => batches }
}

const batchEvents = (progress: ExecutionProgress[]) => progress.filter((p): p is BatchProgress => p.type === 'batch')
const lastQuote = (progress: ExecutionProgress[]): QuoteResponse => progress.filter((p) => p.type === 'item' || p.type === 'batch').at(-1)!.quote as QuoteResponse

const revert = (reason: string) => ({ status: 'failure' as const, error: { code: 3, message: 'execution reverted', data: encodeErrorResult({ abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string' }] }], errorName: 'Error', args: [reason] }) } })

describe('executeQuote with a wallet that batches calls (EIP-5792)', () => {
  it('sends an approval and its deposit as one batch: one prompt, no single transaction', async () => {
    const t = batchRun()
    await expect(t.run(usdcBridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.asked('sendCalls')).toBe(1)
    expect(t.asked('sendTransaction')).toBe(0)
    expect(t.batches()[0]!.calls.map((call) => call.data.slice(0, 10))).toEqual(['0x095ea7b3', expect.stringMatching(/^0x/)])
    expect(t.batches()[0]!.calls).toHaveLength(2)
  })

  it('asks for the capabilities once, before anything is sent', async () => {
    const t = batchRun()
    await t.run(usdcBridge())
    expect(t.asked('getCapabilities')).toBe(1)
    expect(t.prompts().indexOf('getCapabilities')).toBeLessThan(t.prompts().indexOf('simulateCalls'))
    expect(t.prompts().indexOf('simulateCalls')).toBeLessThan(t.prompts().indexOf('sendCalls'))
  })

  it('reports the batch once per status, its items inside, and records the batch id, then the one hash, on every item', async () => {
    const t = batchRun()
    await t.run(usdcBridge())
    const events = batchEvents(t.progress)
    expect(events.map((e) => e.status)).toEqual(['waiting-for-wallet', 'submitted', 'confirming', 'complete'])
    expect(events[0]!.items.map((item) => item.stepId)).toEqual(['approve', 'deposit'])
    expect(t.progress.filter((p) => p.type === 'item')).toEqual([])
    const submitted = itemRecords(events[1]!.quote).filter((r) => r.kind === 'transaction')
    expect(submitted.map((r) => [r.status, r.batchId, r.txHash])).toEqual([
      ['submitted', 'batch-1', undefined],
      ['submitted', 'batch-1', undefined],
    ])
    const hash = t.batches()[0]!.hashes.at(-1)
    expect(itemRecords(events[3]!.quote).map((r) => [r.status, r.txHash])).toEqual([
      ['complete', hash],
      ['complete', hash],
    ])
    expect(events[2]).toMatchObject({ txHash: hash, batchId: 'batch-1', chainId: ORIGIN })
  })

  it('with batch: false sends each transaction on its own and asks for no capability', async () => {
    const t = batchRun()
    await t.run(usdcBridge(), { batch: false })
    expect(t.asked('sendTransaction')).toBe(2)
    expect(t.asked('sendCalls') + t.asked('getCapabilities')).toBe(0)
  })

  it.each(['unsupported', 'ready'] as const)('a wallet whose atomic capability is %s batches only when it can', async (atomic) => {
    const t = batchRun({ atomic })
    await t.run(usdcBridge())
    expect(t.asked('sendCalls')).toBe(atomic === 'ready' ? 1 : 0)
    expect(t.asked('sendTransaction')).toBe(atomic === 'ready' ? 0 : 2)
  })

  it.each([
    ['EIP-1193 unsupported method', 4200],
    ['method not found', -32601],
    ['EIP-5792 atomicity not supported', 5760],
  ])('falls back to one by one when the wallet answers %s, with nothing sent by the batch', async (_, code) => {
    const t = batchRun({ sendCalls: () => Promise.reject(Object.assign(new Error('no'), { code })) })
    await expect(t.run(usdcBridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.asked('sendTransaction')).toBe(2)
    expect(batchEvents(t.progress).map((e) => e.status)).toEqual(['waiting-for-wallet', 'incomplete'])
  })

  it('a rejected batch: USER_REJECTED, nothing sent, nothing recorded as sent, and running again asks again', async () => {
    let rejects = true
    const t = batchRun({
      sendCalls: () => (rejects ? Promise.reject(new UserRejectedRequestError(new Error('User denied'))) : Promise.resolve({ id: 'later' })),
    })
    const error = await caught(t.run(usdcBridge()))
    expect(error.code).toBe('USER_REJECTED')
    expect(t.origin.sent).toHaveLength(0)
    const records = itemRecords(lastQuote(t.progress)).filter((r) => r.kind === 'transaction')
    expect(records.map((r) => [r.status, r.batchId])).toEqual([
      ['failed', undefined],
      ['failed', undefined],
    ])
    expect(t.asked('sendTransaction')).toBe(0)

    rejects = false
    const retry = batchRun()
    await expect(retry.run(usdcBridge())).resolves.toMatchObject({ status: 'success' })
    expect(retry.asked('sendCalls')).toBe(1)
  })

  it('a batch whose deposit would revert after the approval is refused before the wallet is asked, naming the deposit', async () => {
    const t = batchRun({ simulate: () => [{ status: 'success' }, revert('Depository: paused')] })
    const error = await caught(t.run(usdcBridge()))
    expect(error).toMatchObject({ code: 'SIMULATION_REVERTED', stepId: 'deposit', reason: 'Depository: paused', chainId: ORIGIN })
    expect(t.asked('sendCalls') + t.asked('sendTransaction')).toBe(0)
  })

  it('a batch whose deposit lacks its allowance is refused with ALLOWANCE_ERROR', async () => {
    const t = batchRun({ simulate: () => [{ status: 'success' }, revert('ERC20: insufficient allowance')] })
    expect((await caught(t.run(usdcBridge()))).code).toBe('ALLOWANCE_ERROR')
    expect(t.asked('sendCalls')).toBe(0)
  })

  it('a batch whose deposit fails in the simulated block without revert data is refused as SIMULATION_REVERTED all the same', async () => {
    const t = batchRun({ simulate: () => [{ status: 'success' }, { status: 'failure', error: new Error('no data') }] })
    expect(await caught(t.run(usdcBridge()))).toMatchObject({ code: 'SIMULATION_REVERTED', stepId: 'deposit', reason: undefined })
    expect(t.asked('sendCalls') + t.asked('sendTransaction')).toBe(0)
  })

  it('a node that cannot simulate a batch: the items go one by one, each simulated on its own', async () => {
    const t = batchRun({
      simulate: () => {
        throw Object.assign(new Error('the method eth_simulateV1 does not exist'), { code: -32601 })
      },
    })
    await expect(t.run(usdcBridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.asked('sendCalls')).toBe(0)
    expect(t.asked('sendTransaction')).toBe(2)
  })

  it('a batch the wallet never got on chain (400): nothing recorded as sent, the error typed', async () => {
    const t = batchRun({ statuses: [{ status: 'failed', receipts: [], atomic: true }] })
    const error = await caught(t.run(usdcBridge()))
    expect(error.code).toBe('WALLET_ERROR')
    const records = itemRecords(lastQuote(t.progress)).filter((r) => r.kind === 'transaction')
    expect(records.every((r) => r.status === 'failed' && r.batchId === undefined)).toBe(true)
  })

  it('a batch that reverted on chain: TRANSACTION_FAILED with its hash', async () => {
    const hash = `0x${'12'.repeat(32)}` as const
    const t = batchRun({ statuses: [{ status: 'reverted', receipts: [{ status: 'reverted', transactionHash: hash, blockNumber: 3n }], atomic: true }] })
    expect(await caught(t.run(usdcBridge()))).toMatchObject({ code: 'TRANSACTION_FAILED', reason: 'reverted', txHash: hash })
  })

  it('waits through pending statuses and records the hash the moment the wallet gives it', async () => {
    const pending = { status: 'pending' as const, receipts: [], atomic: true }
    const t = batchRun({ statuses: [pending, pending] })
    await expect(t.run(usdcBridge())).resolves.toMatchObject({ status: 'success' })
    expect(t.asked('getCallsStatus')).toBe(3)
  })
})

describe('executeQuote resumes a batch from its records, never sending it again', () => {
  it('a batch recorded as submitted (an abort after the wallet answered): the resume follows it by its id and sends nothing', async () => {
    const t = batchRun({ statuses: [] })
    const controller = new AbortController()
    const quote = usdcBridge()
    // The app gives up on the run right after the wallet returned the batch id.
    const aborting = (p: ExecutionProgress) => p.type === 'batch' && p.status === 'submitted' && controller.abort()
    const error = await caught(t.run(quote, { signal: controller.signal, onProgress: aborting }))
    expect(error.code).toBe('FOLLOW_STOPPED')
    const record = lastQuote(t.progress)
    expect(itemRecords(record).filter((r) => r.kind === 'transaction').map((r) => r.batchId)).toEqual(['batch-1', 'batch-1'])

    const before = t.prompts().length
    await expect(t.run(record)).resolves.toMatchObject({ status: 'success' })
    expect(t.prompts().slice(before).filter((m) => m === 'sendCalls' || m === 'sendTransaction')).toEqual([])
    expect(t.batches()).toHaveLength(1)
  })

  it('a wallet that no longer knows the batch: the resume follows the request by its status, sending nothing', async () => {
    const t = setup({ script: { statuses: [st('pending'), st('success', ['0xfill'])] } })
    const recorded = withBatchRecord(usdcBridge(), 'lost-batch')
    const { wallet } = batching(t.wallet)
    const counted = counting(wallet)
    await expect(t.run(recorded, { wallet: counted.wallet })).resolves.toMatchObject({ status: 'success' })
    expect(counted.calls.filter((m) => m === 'sendCalls' || m === 'sendTransaction')).toEqual([])
  })
})

/** `quote` as a run leaves it once the wallet took its batch `id`: both transactions submitted in it. */
function withBatchRecord(quote: QuoteResponse, id: string): QuoteResponse {
  return {
    ...quote,
    steps: quote.steps.map((step) => ({ ...step, items: step.items.map((item) => ({ ...item, status: 'submitted', batchId: id })) })),
  }
}

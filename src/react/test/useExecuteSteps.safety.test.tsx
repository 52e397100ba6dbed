// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ExecutionInProgressError,
  itemRecords,
  UserRejectedError,
  type ExecutionResult,
  type QuoteResponse,
  type TransactionItem,
} from '../../core/index'
import { patchItem } from '../../core/run/records'
import type { Devnet } from '../../devnet/startDevnet'
import { ETH_BRIDGE, chainOf, setFaults, startDevnetForFile, usdcBalance, userOf, venueWithdrawal } from '../../devnet/test/harness'
import { initialExecutionState, reduceExecution, type ExecutionEvent, type ExecutionState } from '../execution/machine'
import { EXECUTION_STORE_VERSION, executionStorageKey } from '../execution/store'
import { mountExecute } from './executeHarness'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  await setFaults(devnet, { reset: true })
  await devnet.settled()
})


/** Balances and nonces read straight from the devnet chains. */
const chainPublic = (chainId: number) => userOf(devnet, devnet.accounts[8]!).publicClient(chainId)
const nonceOf = (address: `0x${string}`) => chainPublic(31337).getTransactionCount({ address })

const persisted = (namespace: string): ExecutionState => JSON.parse(localStorage.getItem(executionStorageKey(namespace))!).state.execution

/** Writes an execution as a page that reloaded mid-way would have left it. */
function persist(namespace: string, events: ExecutionEvent[]): ExecutionState {
  const execution = events.reduce(reduceExecution, initialExecutionState)
  localStorage.setItem(executionStorageKey(namespace), JSON.stringify({ state: { execution }, version: EXECUTION_STORE_VERSION }))
  return execution
}

/** The deposit's progress as the core reports it: the quote it carries holds the item's record. */
function depositEvent(quote: QuoteResponse, status: 'waiting-for-wallet' | 'submitted', txHash?: `0x${string}`): ExecutionEvent {
  const step = quote.steps[0]!
  const records = patchItem(quote, { stepIndex: 0, itemIndex: 0 }, { status, ...(txHash ? { txHash } : {}) })
  return {
    type: 'progress',
    progress: { type: 'item', requestId: step.requestId, stepIndex: 0, itemIndex: 0, stepId: step.id, kind: 'transaction', status, chainId: 31337, ...(txHash ? { txHash } : {}), quote: records },
    at: Date.now(),
  }
}

describe('useExecuteSteps: one execution, nothing sent twice', () => {
  it('a rejected signature leaves a clean, retryable state; the retry withdraws once', async () => {
    const account = devnet.accounts[0]!
    const app = mountExecute(devnet, account, { namespace: 'reject', rejectSignatures: true })
    await app.connect()
    const usdc = chainOf(devnet, 31338).contracts.usdc
    const venueBefore = devnet.ledger.withdrawable(account.address)
    const usdcBefore = await usdcBalance(app.user.publicClient(31338), usdc, account.address)
    const parameters = await app.quote(venueWithdrawal(usdc))

    expect(await app.execute(parameters)).toBeInstanceOf(UserRejectedError)
    const rejected = app.current()
    expect(rejected.state).toMatchObject({ phase: 'error', error: { code: 'USER_REJECTED' } })
    expect(itemRecords(rejected.state.quote!).map((item) => item.status)).toEqual(['failed', 'incomplete'])
    expect(rejected.isExecuting).toBe(false)
    expect(persisted('reject').phase).toBe('error')
    expect(devnet.ledger.withdrawable(account.address)).toBe(venueBefore)

    app.host.rejectSignatures(false)
    const result = (await app.execute(parameters)) as ExecutionResult
    expect(result.status).toBe('success')
    expect(app.current().state).toMatchObject({ phase: 'success', error: undefined })
    expect(venueBefore - devnet.ledger.withdrawable(account.address)).toBe(25_000_000n)
    expect((await usdcBalance(app.user.publicClient(31338), usdc, account.address)) - usdcBefore).toBe(BigInt(parameters.quote.details.currencyOut!.amount))
    app.unmount()
  })

  it('a double execute, from one hook or two under the provider, sends exactly one deposit', async () => {
    const account = devnet.accounts[1]!
    const app = mountExecute(devnet, account, { namespace: 'double' })
    await app.connect()
    const nonceBefore = await app.nonce(31337)
    const parameters = await app.quote(ETH_BRIDGE)

    let first!: Promise<ExecutionResult>
    const refused: Promise<unknown>[] = []
    act(() => {
      first = app.current().executeAsync(parameters)
      refused.push(app.current().executeAsync(parameters).catch((e: unknown) => e))
      refused.push(app.other().executeAsync(parameters).catch((e: unknown) => e))
    })
    for (const outcome of await Promise.all(refused)) expect(outcome).toMatchObject({ code: 'EXECUTION_IN_PROGRESS' })
    expect((await Promise.all(refused))[0]).toBeInstanceOf(ExecutionInProgressError)
    let result!: ExecutionResult
    await act(async () => {
      result = await first
    })
    expect(result.status).toBe('success')
    expect(app.other().state.phase).toBe('success')

    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    const deposits = devnet.store.list().filter((request) => request.request.user.toLowerCase() === account.address.toLowerCase() && request.inTxHashes.length > 0)
    expect(deposits.map((request) => request.inTxHashes.length)).toEqual([1])
    app.unmount()
  })

  it('after a remount mid-flight, resumes following the request and sends nothing again', async () => {
    const account = devnet.accounts[2]!
    const recipient = devnet.accounts[6]!.address
    const before = await chainPublic(31338).getBalance({ address: recipient })
    // The fill waits until the test lets it go: the remount lands mid-flight whatever the load.
    await setFaults(devnet, { holdFills: true })
    const first = mountExecute(devnet, account, { namespace: 'remount' })
    await first.connect()
    const parameters = await first.quote({ ...ETH_BRIDGE, recipient })
    const pending = first.current().executeAsync(parameters).catch((e: unknown) => e)
    await waitFor(() => expect(first.current().state.phase).toBe('polling'), { timeout: 5_000 })
    const nonceAtUnmount = await first.nonce(31337)

    first.unmount()
    // The deposit is out: the unmounted run stopped following, the request did not stop.
    expect(await pending).toMatchObject({ code: 'FOLLOW_STOPPED', requestId: parameters.quote.steps[0]!.requestId })
    expect(persisted('remount')).toMatchObject({ phase: 'polling', requestId: parameters.quote.steps[0]!.requestId })

    // A reload: a new wagmi config, QueryClient and provider on the same storage; no wallet connected.
    const second = mountExecute(devnet, account, { namespace: 'remount' })
    expect(second.current().isExecuting).toBe(true)
    await setFaults(devnet, { holdFills: false })
    await waitFor(() => expect(second.current().state.phase).toBe('success'), { timeout: 10_000 })
    expect(second.phases).toEqual(['polling', 'success'])
    expect(await second.nonce(31337)).toBe(nonceAtUnmount)
    expect((await chainPublic(31338).getBalance({ address: recipient })) - before).toBe(BigInt(parameters.quote.details.currencyOut!.amount))
    expect(persisted('remount').phase).toBe('success')
    second.unmount()
  })

  it('a persisted deposit sent without a seen receipt is followed, never sent again', async () => {
    const account = devnet.accounts[3]!
    const user = userOf(devnet, account)
    const quote = await user.client.getQuote({ user: account.address, ...ETH_BRIDGE })
    // The page sent the deposit and reloaded before its receipt came.
    const item = quote.steps[0]!.items[0] as TransactionItem
    const txHash = await user.wallet.sendTransaction({ chainId: 31337, to: item.data.to, data: item.data.data, value: BigInt(item.data.value) })
    persist('unseen', [{ type: 'start', quote, at: Date.now() }, depositEvent(quote, 'waiting-for-wallet'), depositEvent(quote, 'submitted', txHash)])
    // The test (not the page) waits for the deposit, so the nonce it counts from includes it.
    await user.publicClient(31337).waitForTransactionReceipt({ hash: txHash })
    const nonceAfterSend = await nonceOf(account.address)

    const app = mountExecute(devnet, account, { namespace: 'unseen' })
    await waitFor(() => expect(app.current().state.phase).toBe('success'), { timeout: 10_000 })
    expect(app.current().state.inTxHashes).toEqual([txHash])
    expect(await app.nonce(31337)).toBe(nonceAfterSend)
    app.unmount()
  })

  it('a persisted execution interrupted at its wallet prompt ends as EXECUTION_INTERRUPTED, sending nothing; execute works again', async () => {
    const account = devnet.accounts[4]!
    const quote = await userOf(devnet, account).client.getQuote({ user: account.address, ...ETH_BRIDGE })
    persist('interrupted', [{ type: 'start', quote, at: Date.now() }, depositEvent(quote, 'waiting-for-wallet')])
    const nonceBefore = await nonceOf(account.address)

    const app = mountExecute(devnet, account, { namespace: 'interrupted' })
    await waitFor(() => expect(app.current().state).toMatchObject({ phase: 'error', error: { code: 'EXECUTION_INTERRUPTED' } }))
    expect(app.current().isExecuting).toBe(false)
    expect(await app.nonce(31337)).toBe(nonceBefore)
    expect(devnet.store.get(quote.steps[0]!.requestId)?.status).toBe('waiting')

    await app.connect()
    const result = (await app.execute(await app.quote(ETH_BRIDGE))) as ExecutionResult
    expect(result.status).toBe('success')
    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    app.unmount()
  })

  it('once the deposit is sent, cancel does nothing: the run follows the request to success, with one deposit on chain', async () => {
    const account = devnet.accounts[5]!
    await setFaults(devnet, { holdFills: true })
    const app = mountExecute(devnet, account, { namespace: 'cancel' })
    await app.connect()
    const nonceBefore = await app.nonce(31337)
    const pending = app.current().executeAsync(await app.quote(ETH_BRIDGE)).catch((e: unknown) => e)
    await waitFor(() => expect(app.current().state.phase).toBe('polling'), { timeout: 5_000 })

    act(() => app.current().cancel())
    await setFaults(devnet, { holdFills: false })
    expect(await pending).toMatchObject({ status: 'success' })
    expect(app.current().state).toMatchObject({ phase: 'success', error: undefined })
    expect(app.phases).not.toContain('error')
    expect((await app.nonce(31337)) - nonceBefore).toBe(1)
    app.unmount()
  })
})

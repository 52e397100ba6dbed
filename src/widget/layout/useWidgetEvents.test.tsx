// @vitest-environment jsdom
import { FerryError } from '../../core/index'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ItemRecordStatus } from '../../core/index'
import type { ExecutionHistoryEntry, ExecutionState, UseQuoteReturnType } from '../../react/index'
import { BATCH_ID, BATCH_TX, batchedRecords, BRIDGE_REQUEST_ID, erc20Quote, withRecords } from '../test/quotes'
import type { WidgetEvent } from '../events'
import { quoteFor } from '../test/host'
import { useWidgetEvents } from './useWidgetEvents'

const idleQuote = { isFetching: false, dataUpdatedAt: 0, errorUpdatedAt: 0, isPlaceholderData: false, data: undefined, error: null, request: undefined } as unknown as UseQuoteReturnType
const quote = quoteFor({ originChainId: 31337, destinationChainId: 31338, originCurrency: '0x0', destinationCurrency: '0x0', amount: '700' })
const requestId = quote.steps[0]!.requestId
const OTHER_REQUEST_ID: `0x${string}` = `0x${'9'.repeat(64)}`
const run = (phase: ExecutionState['phase'], status: ItemRecordStatus, extra: Partial<ExecutionState> = {}): ExecutionState => ({
  phase,
  requestId,
  inTxHashes: [],
  txHashes: [],
  quote: withRecords(quote, [{ status, ...(status === 'submitted' ? { txHash: '0xaa' } : {}) }]),
  ...extra,
})

function mount(initial: ExecutionState, initialHistory: ExecutionHistoryEntry[] = []) {
  const events: WidgetEvent[] = []
  const hook = renderHook(({ execution, history }) => useWidgetEvents({ onEvent: (event) => events.push(event), mode: 'bridge', quote: idleQuote, execution, history }), {
    initialProps: { execution: initial, history: initialHistory },
  })
  let last = { execution: initial, history: initialHistory }
  const rerender = (props: Partial<typeof last>) => hook.rerender((last = { ...last, ...props }))
  return { events, next: (execution: ExecutionState) => rerender({ execution }), nextHistory: (history: ExecutionHistoryEntry[]) => rerender({ history }) }
}

const entry = (status: string | undefined): ExecutionHistoryEntry => ({
  requestId,
  startedAt: 1,
  updatedAt: 2,
  phase: 'polling',
  ...(status ? { status } : {}),
  currencyIn: { chainId: 1337, address: '0x00000000000000000000000000000000', symbol: 'USDC', decimals: 6, amount: '5000000' },
  currencyOut: { chainId: 31338, address: '0x1', symbol: 'USDC', decimals: 6, amount: '4900000' },
  inTxHashes: [],
  txHashes: status === 'success' ? ['0xfill'] : [],
})

describe('useWidgetEvents: execution', () => {
  it('reports each item change once, then success with the amounts as strings', async () => {
    const { events, next } = mount({ phase: 'idle', inTxHashes: [], txHashes: [] })
    next(run('awaiting-wallet', 'waiting-for-wallet'))
    next(run('submitting', 'submitted'))
    next(run('submitting', 'submitted'))
    next(run('polling', 'complete'))
    next(run('success', 'complete', { txHashes: ['0xbb'] }))
    await vi.waitFor(() =>
      expect(events).toEqual([
        { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'waiting-for-wallet' },
        { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'submitted', txHash: '0xaa' },
        { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'complete' },
        { type: 'success', mode: 'bridge', requestId, txHashes: ['0xbb'], amountIn: '700', amountOut: '700' },
      ]),
    )
  })

  it('reports a failure, then the refund that follows it', async () => {
    const { events, next } = mount(run('polling', 'complete'))
    next(run('failure', 'complete'))
    next(run('refund', 'complete', { txHashes: ['0xcc'], error: new FerryError('REQUEST_REFUNDED', 'Refunded.') }))
    await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['failure', 'refund']))
    expect(events[1]).toMatchObject({ requestId, txHashes: ['0xcc'], amountIn: '700' })
  })

  it('reports nothing for the state found at mount (a resumed run), only what changes after', async () => {
    const { events, next } = mount(run('success', 'complete'))
    next(run('refund', 'complete', { txHashes: ['0xcc'] }))
    await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['refund']))
  })

  it('reports no failure when the run stops waiting for a request that may still complete (STATUS_TIMEOUT)', async () => {
    const { events, next } = mount(run('polling', 'complete'))
    next(run('error', 'complete', { error: new FerryError('STATUS_TIMEOUT', 'Gave up waiting.'), endedAt: 5 }))
    // The request completes after all: its success is the first thing reported.
    next(run('success', 'complete', { txHashes: ['0xbb'] }))
    await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['success']))
  })
})

describe('useWidgetEvents: a wallet batch', async () => {
  const batchRun = (phase: ExecutionState['phase'], quote: ExecutionState['quote']): ExecutionState => ({ phase, requestId: BRIDGE_REQUEST_ID, inTxHashes: [], txHashes: [], quote })
  const calls = [
    { stepId: 'approve', itemIndex: 0 },
    { stepId: 'deposit', itemIndex: 0 },
  ]
  const batchEvent = { type: 'batch-updated', mode: 'bridge', requestId: BRIDGE_REQUEST_ID, chainId: 8453, calls }

  it('reports an approval and its deposit sent as one batch once per status change, the calls inside, never a step-updated each', async () => {
    const { events, next } = mount(batchRun('awaiting-wallet', erc20Quote()))
    next(batchRun('awaiting-wallet', batchedRecords('waiting-for-wallet')))
    next(batchRun('submitting', batchedRecords('submitted')))
    next(batchRun('confirming', batchedRecords('confirming')))
    next(batchRun('polling', batchedRecords('complete')))
    await vi.waitFor(() =>
      expect(events).toEqual([
        { ...batchEvent, status: 'waiting-for-wallet' },
        { ...batchEvent, status: 'submitted', batchId: BATCH_ID },
        { ...batchEvent, status: 'confirming', batchId: BATCH_ID, txHash: BATCH_TX },
        { ...batchEvent, status: 'complete', batchId: BATCH_ID, txHash: BATCH_TX },
      ]),
    )
  })

  it('a batch the wallet did not take reports incomplete once, then its calls report one by one', async () => {
    const { events, next } = mount(batchRun('awaiting-wallet', erc20Quote()))
    next(batchRun('awaiting-wallet', batchedRecords('waiting-for-wallet')))
    next(batchRun('awaiting-wallet', erc20Quote()))
    next(batchRun('awaiting-wallet', withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }])))
    await vi.waitFor(() =>
      expect(events).toEqual([
        { ...batchEvent, status: 'waiting-for-wallet' },
        { ...batchEvent, status: 'incomplete' },
        { type: 'step-updated', mode: 'bridge', requestId: BRIDGE_REQUEST_ID, stepId: 'approve', itemIndex: 0, status: 'waiting-for-wallet' },
      ]),
    )
  })

  it('a rejected batch fails once', async () => {
    const { events, next } = mount(batchRun('awaiting-wallet', batchedRecords('waiting-for-wallet')))
    next(batchRun('error', withRecords(erc20Quote(), [{ status: 'failed' }, { status: 'failed' }])))
    await vi.waitFor(() => expect(events.filter((event) => event.type !== 'failure')).toEqual([{ ...batchEvent, status: 'failed' }]))
  })
})

describe('useWidgetEvents: requests followed in the history', () => {
  it('reports the end of a request the user stopped watching once, in the mode of its route', async () => {
    const other = (status: string) => ({ ...entry(status), requestId: OTHER_REQUEST_ID })
    const { events, nextHistory } = mount({ phase: 'idle', inTxHashes: [], txHashes: [] }, [entry(undefined), other('pending')])
    nextHistory([entry('pending'), other('pending')])
    nextHistory([entry('success'), other('pending')])
    nextHistory([{ ...entry('success'), updatedAt: 3 }, other('pending')])
    // Another request ends last: everything before it has been read.
    nextHistory([{ ...entry('success'), updatedAt: 3 }, other('refund')])
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      { type: 'success', mode: 'venue-withdraw', requestId, txHashes: ['0xfill'], amountIn: '5000000', amountOut: '4900000' },
      { type: 'refund', mode: 'venue-withdraw', requestId: OTHER_REQUEST_ID, txHashes: [], amountIn: '5000000', amountOut: '4900000' },
    ])
  })

  it('reports nothing for entries already ended at mount, nor twice for a request the run itself reported', async () => {
    const other = { ...entry('pending'), requestId: OTHER_REQUEST_ID }
    const { events, next, nextHistory } = mount(run('polling', 'complete'), [entry('pending'), other])
    next(run('success', 'complete', { txHashes: ['0xbb'] }))
    nextHistory([entry('success'), other])
    // Another request ends last: everything before it has been read.
    nextHistory([entry('success'), { ...other, status: 'success', txHashes: ['0xfill'] }])
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events.map((event) => [event.type, 'requestId' in event ? event.requestId : undefined])).toEqual([
      ['success', requestId],
      ['success', OTHER_REQUEST_ID],
    ])
  })
})

import { FerryError } from '../../core/index'
import { describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import type { QuoteResponse } from '../../core/index'
import { BRIDGE_REQUEST_ID, bridgeQuote, USER, venueWithdrawalQuote, WITHDRAW_REQUEST_ID } from '../../core/test/fixtures/quotes'
import { patchItem } from '../../core/run/records'
import { createExecutionStore, memoryStorage } from '../execution/store'
import { createHistoryStore, HISTORY_LIMIT, HISTORY_STORE_VERSION, historyEntryOf, historyStorageKey, recordExecutions, type ExecutionHistoryEntry } from './store'

const quote = () => bridgeQuote() as unknown as QuoteResponse
const TX: Hex = `0x${'ab'.repeat(32)}`

function entry(i: number, overrides: Partial<ExecutionHistoryEntry> = {}): ExecutionHistoryEntry {
  return { requestId: `0x${i.toString(16).padStart(64, '0')}`, startedAt: i, updatedAt: i, phase: 'polling', inTxHashes: [], txHashes: [], ...overrides }
}

describe('createHistoryStore', () => {
  it('keeps the newest entries first, at most HISTORY_LIMIT, persisted under its namespace and version', () => {
    const storage = memoryStorage()
    const store = createHistoryStore({ namespace: 'a', storage })
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) store.getState().record(entry(i))
    const { entries } = store.getState()
    expect(entries).toHaveLength(HISTORY_LIMIT)
    expect(entries[0]!.startedAt).toBe(HISTORY_LIMIT + 5)
    expect(entries.at(-1)!.startedAt).toBe(6)

    const saved = JSON.parse(storage.getItem(historyStorageKey('a')) as string)
    expect(saved.version).toBe(HISTORY_STORE_VERSION)
    expect(Object.keys(saved.state)).toEqual(['entries'])
    expect(createHistoryStore({ namespace: 'a', storage }).getState().entries).toEqual(entries)
    expect(createHistoryStore({ namespace: 'b', storage }).getState().entries).toEqual([])
  })

  it('replaces an entry by request id (any case), keeping when it started; an older write loses', () => {
    const store = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    store.getState().record(entry(10, { requestId: BRIDGE_REQUEST_ID, updatedAt: 20 }))
    store.getState().record(entry(15, { requestId: BRIDGE_REQUEST_ID.toUpperCase() as Hex, updatedAt: 30, phase: 'success', status: 'success' }))
    store.getState().record(entry(15, { requestId: BRIDGE_REQUEST_ID, updatedAt: 25, phase: 'polling', status: 'pending' }))
    expect(store.getState().entries).toEqual([expect.objectContaining({ startedAt: 10, updatedAt: 30, status: 'success' })])
  })

  it('records status reads of known requests only, and only when something changed', () => {
    const store = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    store.getState().record(entry(1, { requestId: BRIDGE_REQUEST_ID, inTxHashes: [TX] }))
    const before = store.getState().entries
    store.getState().recordStatus(BRIDGE_REQUEST_ID, { status: 'polling-unknown', inTxHashes: [], txHashes: [] }, 5)
    expect(store.getState().entries[0]).toMatchObject({ status: 'polling-unknown', inTxHashes: [TX], updatedAt: 5 })
    const after = store.getState().entries
    store.getState().recordStatus(BRIDGE_REQUEST_ID, { status: 'polling-unknown', inTxHashes: [TX], txHashes: [] }, 6)
    expect(store.getState().entries).toBe(after)
    store.getState().recordStatus(`0x${'00'.repeat(32)}`, { status: 'success', inTxHashes: [], txHashes: [] })
    expect(store.getState().entries).toBe(after)
    expect(after).not.toBe(before)
  })

  it('times the end of a request followed after its run: the first status read that says it ended, kept by later writes', () => {
    const store = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    store.getState().record(entry(1, { requestId: BRIDGE_REQUEST_ID }))
    store.getState().recordStatus(BRIDGE_REQUEST_ID, { status: 'pending', inTxHashes: [], txHashes: [] }, 5)
    expect(store.getState().entries[0]).not.toHaveProperty('endedAt')
    store.getState().recordStatus(BRIDGE_REQUEST_ID, { status: 'success', inTxHashes: [], txHashes: [TX] }, 9)
    store.getState().recordStatus(BRIDGE_REQUEST_ID, { status: 'success', inTxHashes: [TX], txHashes: [TX] }, 12)
    store.getState().record(entry(1, { requestId: BRIDGE_REQUEST_ID, updatedAt: 20, status: 'success' }))
    expect(store.getState().entries[0]).toMatchObject({ endedAt: 9, updatedAt: 20 })
  })

  it('drops persisted entries it cannot read', () => {
    const storage = memoryStorage()
    storage.setItem(historyStorageKey('a'), JSON.stringify({ version: HISTORY_STORE_VERSION, state: { entries: [entry(1), { requestId: 3 }, null] } }))
    expect(createHistoryStore({ namespace: 'a', storage }).getState().entries).toEqual([entry(1)])
    storage.setItem(historyStorageKey('b'), JSON.stringify({ version: 0, state: { entries: [entry(1)] } }))
    expect(createHistoryStore({ namespace: 'b', storage }).getState().entries).toEqual([])
  })

  it('remove and clear', () => {
    const store = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    store.getState().record(entry(1))
    store.getState().record(entry(2))
    store.getState().remove(entry(1).requestId)
    expect(store.getState().entries.map((e) => e.startedAt)).toEqual([2])
    store.getState().clear()
    expect(store.getState().entries).toEqual([])
  })
})

describe('historyEntryOf and recordExecutions', () => {
  it('records an execution once it paid (the deposit sent), with its sides, hashes and status', () => {
    const executions = createExecutionStore({ namespace: 'a', storage: memoryStorage() })
    const history = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    const stop = recordExecutions(executions, history)
    const run = executions.getState().claim()!
    executions.getState().dispatch(run, { type: 'start', quote: quote(), at: 100 })
    expect(history.getState().entries).toEqual([])

    const progress = { type: 'item', requestId: BRIDGE_REQUEST_ID, stepIndex: 0, itemIndex: 0, stepId: 'deposit', kind: 'transaction' } as const
    const records = patchItem(quote(), { stepIndex: 0, itemIndex: 0 }, { status: 'submitted', txHash: TX })
    executions.getState().dispatch(run, { type: 'progress', progress: { ...progress, status: 'submitted', txHash: TX, chainId: 8453, quote: records }, at: 110 })
    expect(history.getState().entries).toEqual([
      {
        requestId: BRIDGE_REQUEST_ID,
        startedAt: 100,
        updatedAt: 110,
        phase: 'submitting',
        currencyIn: { chainId: 8453, address: `0x${'0'.repeat(40)}`, symbol: 'eth', decimals: 18, amount: '10000000000000000' },
        currencyOut: { chainId: 42161, address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', symbol: 'usdc', decimals: 6, amount: '32980000' },
        inTxHashes: [TX],
        txHashes: [],
        // The records: the detail's fees, logos and timeline.
        quote: records,
      },
    ])
    const status = { status: 'success', inTxHashes: [TX], txHashes: ['0xfill'] }
    executions.getState().dispatch(run, { type: 'progress', progress: { type: 'status', requestId: BRIDGE_REQUEST_ID, status }, at: 120 })
    expect(history.getState().entries[0]).toMatchObject({ phase: 'success', status: 'success', txHashes: ['0xfill'], updatedAt: 120, endedAt: 120 })

    stop()
    executions.getState().dispatch(run, { type: 'reset' })
    expect(history.getState().entries).toHaveLength(1)
  })

  it('leaves out an execution rejected in the wallet before anything was sent', () => {
    const executions = createExecutionStore({ namespace: 'a', storage: memoryStorage() })
    const run = executions.getState().claim()!
    executions.getState().dispatch(run, { type: 'start', quote: quote(), at: 1 })
    executions.getState().dispatch(run, { type: 'error', error: new FerryError('USER_REJECTED', 'Rejected in the wallet.'), at: 2 })
    expect(historyEntryOf(executions.getState().execution)).toBeUndefined()
  })

  it('leaves out a withdrawal whose authorization was posted but whose venue transfer was rejected: nothing to follow', () => {
    const executions = createExecutionStore({ namespace: 'a', storage: memoryStorage() })
    const history = createHistoryStore({ namespace: 'a', storage: memoryStorage() })
    const stop = recordExecutions(executions, history)
    const withdrawal = venueWithdrawalQuote() as unknown as QuoteResponse
    const run = executions.getState().claim()!
    let records = withdrawal
    const item = (stepIndex: number, kind: 'signature' | 'venue-deposit', status: 'complete' | 'failed') => {
      records = patchItem(records, { stepIndex, itemIndex: 0 }, { status })
      return { type: 'item', requestId: WITHDRAW_REQUEST_ID, stepIndex, itemIndex: 0, stepId: 'x', kind, status, quote: records } as const
    }
    executions.getState().dispatch(run, { type: 'start', quote: withdrawal, at: 1 })
    executions.getState().dispatch(run, { type: 'progress', progress: item(0, 'signature', 'complete'), at: 2 })
    executions.getState().dispatch(run, { type: 'progress', progress: item(1, 'venue-deposit', 'failed'), at: 3 })
    executions.getState().dispatch(run, { type: 'error', error: new FerryError('USER_REJECTED', 'Rejected in the wallet.'), at: 4 })
    expect(history.getState().entries).toEqual([])
    stop()
  })
})

describe('historyEntryOf: approvals', () => {
  it('keeps which sent hashes are approvals, so History names them apart from the deposit', () => {
    const base = quote()
    const [deposit] = base.steps
    const APPROVAL: Hex = `0x${'a7'.repeat(32)}`
    const approveData: Hex = `0x095ea7b3${'53'.repeat(20).padStart(64, '0')}${(5_000_000n).toString(16).padStart(64, '0')}`
    const approve = { ...deposit!, id: 'approve', items: [{ status: 'complete', txHash: APPROVAL, data: { from: USER, to: `0x${'83'.repeat(20)}`, data: approveData, value: '0', chainId: 8453 } }] }
    const paid = { ...deposit!, items: [{ ...deposit!.items[0]!, status: 'complete', txHash: TX }] }
    const entry = historyEntryOf({ phase: 'polling', requestId: BRIDGE_REQUEST_ID, startedAt: 1, quote: { ...base, steps: [approve, paid] } as QuoteResponse, inTxHashes: [APPROVAL, TX], txHashes: [] })
    expect(entry).toMatchObject({ inTxHashes: [APPROVAL, TX], approvalTxHashes: [APPROVAL] })
  })

  it("a batch's one transaction holds the approval and the deposit: it moves funds, and is no approval", () => {
    const base = quote()
    const [deposit] = base.steps
    const approveData: Hex = `0x095ea7b3${'53'.repeat(20).padStart(64, '0')}${(5_000_000n).toString(16).padStart(64, '0')}`
    const batched = { status: 'complete', txHash: TX, batchId: '0xba7c4' }
    const approve = { ...deposit!, id: 'approve', items: [{ ...batched, data: { from: USER, to: `0x${'83'.repeat(20)}`, data: approveData, value: '0', chainId: 8453 } }] }
    const paid = { ...deposit!, items: [{ ...deposit!.items[0]!, ...batched }] }
    const entry = historyEntryOf({ phase: 'polling', requestId: BRIDGE_REQUEST_ID, startedAt: 1, quote: { ...base, steps: [approve, paid] } as QuoteResponse, inTxHashes: [TX], txHashes: [] })
    expect(entry).toMatchObject({ inTxHashes: [TX] })
    expect(entry).not.toHaveProperty('approvalTxHashes')
  })
})

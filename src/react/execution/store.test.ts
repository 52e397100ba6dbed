import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../core/index'
import { bridgeQuote } from '../../core/test/fixtures/quotes'
import { planResume } from './machine'
import { createExecutionStore, EXECUTION_STORE_VERSION, executionStorageKey, memoryStorage } from './store'

const quote = () => bridgeQuote() as unknown as QuoteResponse

describe('createExecutionStore', () => {
  it('persists only the execution, under its namespace and version, and a new store hydrates it', () => {
    const storage = memoryStorage()
    const store = createExecutionStore({ namespace: 'a', storage })
    const run = store.getState().claim()!
    store.getState().dispatch(run, { type: 'start', quote: quote(), at: 1 })
    const saved = JSON.parse(storage.getItem(executionStorageKey('a')) as string)
    expect(Object.keys(saved.state)).toEqual(['execution'])
    expect(saved.version).toBe(EXECUTION_STORE_VERSION)
    expect(saved.state.execution.phase).toBe('awaiting-wallet')

    const reloaded = createExecutionStore({ namespace: 'a', storage })
    expect(reloaded.getState().execution).toEqual(store.getState().execution)
    expect(reloaded.getState().run).toBeUndefined()
    expect(createExecutionStore({ namespace: 'b', storage }).getState().execution.phase).toBe('idle')
  })

  it('attaches one run at a time; a persisted execution in flight is claimed only to resume it', () => {
    const storage = memoryStorage()
    const store = createExecutionStore({ namespace: 'a', storage })
    const run = store.getState().claim()!
    expect(store.getState().claim()).toBeUndefined()
    store.getState().dispatch(run, { type: 'start', quote: quote(), at: 1 })

    const reloaded = createExecutionStore({ namespace: 'a', storage })
    expect(reloaded.getState().claim()).toBeUndefined()
    expect(reloaded.getState().claim({ resume: true })).toBeDefined()
  })

  it('drops the events of a detached run, and aborts it', () => {
    const store = createExecutionStore({ namespace: 'a', storage: memoryStorage() })
    const run = store.getState().claim()!
    store.getState().detach()
    expect(run.signal.aborted).toBe(true)
    expect(run.cancelled).toBe(false)
    store.getState().dispatch(run, { type: 'start', quote: quote(), at: 1 })
    expect(store.getState().execution.phase).toBe('idle')
    expect(store.getState().claim()).toBeDefined()
  })

  it('cancel aborts the attached run and marks it cancelled', () => {
    const store = createExecutionStore({ namespace: 'a', storage: memoryStorage() })
    const run = store.getState().claim()!
    store.getState().cancel()
    expect(run).toMatchObject({ cancelled: true, attached: true })
    expect(run.signal.aborted).toBe(true)
  })

  it('reset clears the persisted entry, and is refused while a run is attached', () => {
    const storage = memoryStorage()
    const store = createExecutionStore({ namespace: 'a', storage })
    const run = store.getState().claim()!
    store.getState().dispatch(run, { type: 'start', quote: quote(), at: 1 })
    expect(store.getState().reset()).toBe(false)
    expect(store.getState().execution.phase).toBe('awaiting-wallet')
    store.getState().release(run)
    expect(store.getState().reset()).toBe(true)
    expect(store.getState().execution.phase).toBe('idle')
    expect(storage.getItem(executionStorageKey('a'))).toBeNull()
  })

  it('drops an entry of another version or shape instead of guessing at it', () => {
    const storage = memoryStorage()
    storage.setItem(executionStorageKey('a'), JSON.stringify({ state: { execution: { phase: 'polling', steps: [] } }, version: 0 }))
    expect(createExecutionStore({ namespace: 'a', storage }).getState().execution.phase).toBe('idle')
    storage.setItem(executionStorageKey('b'), JSON.stringify({ state: { execution: 'nonsense' }, version: EXECUTION_STORE_VERSION }))
    expect(createExecutionStore({ namespace: 'b', storage }).getState().execution.phase).toBe('idle')
  })
  it('reads a version 1 entry (item statuses kept twice) by its records alone: a paid run in flight is still resumed', () => {
    const storage = memoryStorage()
    const records = { ...quote(), steps: quote().steps.map((step) => ({ ...step, items: step.items.map((item) => ({ ...item, status: 'submitted', txHash: `0x${'ab'.repeat(32)}` })) })) }
    const v1 = { phase: 'confirming', requestId: records.steps[0]!.requestId, steps: [{ id: 'deposit', action: 'Deposit', items: [{ status: 'confirming' }] }], inTxHashes: [], txHashes: [], quote: records, startedAt: 1 }
    storage.setItem(executionStorageKey('v1'), JSON.stringify({ state: { execution: v1 }, version: 1 }))
    const { execution } = createExecutionStore({ namespace: 'v1', storage }).getState()
    expect(execution).toMatchObject({ phase: 'confirming', quote: records, startedAt: 1 })
    expect(execution).not.toHaveProperty('steps')
    expect(planResume(execution)).toMatchObject({ kind: 'follow', requestId: records.steps[0]!.requestId })
  })
})

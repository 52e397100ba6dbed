// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { patchItem } from '../../core/run/records'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFerryClient, type QuoteResponse } from '../../core/index'
import { BRIDGE_REQUEST_ID, bridgeQuote } from '../../core/test/fixtures/quotes'
import { useFerryContext } from '../context'
import { FerryProvider } from '../FerryProvider'
import { historyStorageKey } from '../history/store'
import { useExecutionHistory } from './useExecutionHistory'

const client = createFerryClient({ baseUrl: 'http://127.0.0.1:4999' })
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <FerryProvider client={client} namespace="history-test">
      {children}
    </FerryProvider>
  </QueryClientProvider>
)

afterEach(() => localStorage.clear())

describe('useExecutionHistory', () => {
  it('lists the provider executions that paid, persisted in localStorage, and follows status reads', () => {
    const { result, unmount } = renderHook(() => ({ history: useExecutionHistory(), context: useFerryContext('test') }), { wrapper })
    expect(result.current.history.entries).toEqual([])
    const store = result.current.context.executionStore
    const quote = bridgeQuote() as unknown as QuoteResponse
    act(() => {
      const run = store.getState().claim()!
      store.getState().dispatch(run, { type: 'start', quote, at: 1 })
      const records = patchItem(quote, { stepIndex: 0, itemIndex: 0 }, { status: 'submitted', txHash: '0x01' })
      const progress = { type: 'item', requestId: BRIDGE_REQUEST_ID, stepIndex: 0, itemIndex: 0, stepId: 'deposit', kind: 'transaction', quote: records } as const
      store.getState().dispatch(run, { type: 'progress', progress: { ...progress, status: 'submitted', txHash: '0x01', chainId: 8453 }, at: 2 })
      store.getState().detach()
    })
    expect(result.current.history.entries).toEqual([expect.objectContaining({ requestId: BRIDGE_REQUEST_ID, phase: 'submitting', inTxHashes: ['0x01'] })])
    act(() => result.current.history.recordStatus(BRIDGE_REQUEST_ID, { status: 'success', inTxHashes: ['0x01'], txHashes: ['0x02'] }))
    expect(result.current.history.entries[0]).toMatchObject({ status: 'success', txHashes: ['0x02'] })
    expect(localStorage.getItem(historyStorageKey('history-test'))).toContain('"success"')
    unmount()

    // A new mount (a reload) reads it back, and the old execution state does not overwrite the newer status.
    const again = renderHook(() => useExecutionHistory(), { wrapper })
    expect(again.result.current.entries).toEqual([expect.objectContaining({ requestId: BRIDGE_REQUEST_ID, status: 'success' })])
    act(() => again.result.current.clear())
    expect(again.result.current.entries).toEqual([])
  })
})

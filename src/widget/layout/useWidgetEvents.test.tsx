// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ExecutionState, UseQuoteReturnType } from '../../react/index'
import type { WidgetEvent } from '../events'
import { quoteFor } from '../test/host'
import { useWidgetEvents } from './useWidgetEvents'

const idleQuote = { isFetching: false, dataUpdatedAt: 0, errorUpdatedAt: 0, isPlaceholderData: false, data: undefined, error: null, request: undefined } as unknown as UseQuoteReturnType
const quote = quoteFor({ originChainId: 31337, destinationChainId: 31338, originCurrency: '0x0', destinationCurrency: '0x0', amount: '700' })
const requestId = quote.steps[0]!.requestId
const run = (phase: ExecutionState['phase'], status: ExecutionState['steps'][number]['items'][number]['status'], extra: Partial<ExecutionState> = {}): ExecutionState => ({
  phase,
  requestId,
  steps: [{ id: 'deposit', action: 'Deposit', items: [{ status, kind: 'transaction', ...(status === 'submitted' ? { txHash: '0xaa' } : {}) }] }],
  inTxHashes: [],
  txHashes: [],
  quote,
  ...extra,
})

function mount(initial: ExecutionState) {
  const events: WidgetEvent[] = []
  const hook = renderHook(({ execution }) => useWidgetEvents({ onEvent: (event) => events.push(event), mode: 'bridge', quote: idleQuote, execution }), {
    initialProps: { execution: initial },
  })
  return { events, next: (execution: ExecutionState) => hook.rerender({ execution }) }
}

describe('useWidgetEvents: execution', () => {
  it('reports each item change once, then success with the amounts as strings', () => {
    const { events, next } = mount({ phase: 'idle', steps: [], inTxHashes: [], txHashes: [] })
    next(run('awaiting-wallet', 'waiting-for-wallet'))
    next(run('submitting', 'submitted'))
    next(run('submitting', 'submitted'))
    next(run('polling', 'complete'))
    next(run('success', 'complete', { txHashes: ['0xbb'] }))
    expect(events).toEqual([
      { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'waiting-for-wallet' },
      { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'submitted', txHash: '0xaa' },
      { type: 'step-updated', mode: 'bridge', requestId, stepId: 'deposit', itemIndex: 0, status: 'complete' },
      { type: 'success', mode: 'bridge', requestId, txHashes: ['0xbb'], amountIn: '700', amountOut: '700' },
    ])
  })

  it('reports a failure, then the refund that follows it', () => {
    const { events, next } = mount(run('polling', 'complete'))
    next(run('failure', 'complete'))
    next(run('refund', 'complete', { txHashes: ['0xcc'], error: { code: 'REQUEST_REFUNDED', message: 'Refunded.' } }))
    expect(events.map((event) => event.type)).toEqual(['failure', 'refund'])
    expect(events[1]).toMatchObject({ requestId, txHashes: ['0xcc'], amountIn: '700' })
  })

  it('reports nothing for the state found at mount (a resumed run)', () => {
    const { events } = mount(run('success', 'complete'))
    expect(events).toEqual([])
  })
})

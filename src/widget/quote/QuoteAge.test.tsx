// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { bridgeQuote } from '../test/quotes'
import { QuoteAge } from './QuoteAge'
import { QuoteSummary } from './QuoteSummary'
import { QuoteBreakdown } from '../lazy'

// The breakdown is a lazy part: loaded here first, it renders at once, as after the widget's idle preload.
beforeAll(async () => {
  await QuoteBreakdown.preload()
})

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('QuoteAge', () => {
  it('ticks once a second from quotedAt, and a new quote starts it again', () => {
    const quotedAt = Date.now()
    const { rerender } = render(<QuoteAge quotedAt={quotedAt} />)
    expect(screen.getByText('Quoted 0 s ago')).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(3_000))
    expect(screen.getByText('Quoted 3 s ago')).toBeInTheDocument()
    rerender(<QuoteAge quotedAt={Date.now()} />)
    expect(screen.getByText('Quoted 0 s ago')).toBeInTheDocument()
  })

  it('re-renders only itself: the form around it renders once while the label ticks', () => {
    const renders = { form: 0 }
    const summaryCommits: string[] = []
    function Form() {
      renders.form++
      return (
        <Profiler id="summary" onRender={(_id, phase) => summaryCommits.push(phase)}>
          <QuoteSummary quote={bridgeQuote()} isCurrent isFetching={false} quotedAt={Date.now()} slippageBps={50} defaultExpanded />
        </Profiler>
      )
    }
    render(<Form />)
    for (let second = 0; second < 5; second++) act(() => void vi.advanceTimersByTime(1_000))
    expect(screen.getByText('Quoted 5 s ago')).toBeInTheDocument()
    expect(renders.form).toBe(1)
    // The summary's subtree committed an update a second: the label's own (the form rendered once).
    expect(summaryCommits).toEqual(['mount', 'update', 'update', 'update', 'update', 'update'])
  })
})

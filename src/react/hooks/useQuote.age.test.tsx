// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FerryClient, QuoteRequestInput, QuoteResponse } from '../../core/index'
import { FerryProvider } from '../FerryProvider'
import { useQuote } from './useQuote'

afterEach(cleanup)

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const request: QuoteRequestInput = {
  user: USER,
  originChainId: 31337,
  destinationChainId: 31338,
  originCurrency: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  destinationCurrency: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  amount: '1000000',
  tradeType: 'EXACT_INPUT',
}
// Only what `useQuote` calls: the hook never looks inside the quote.
const quote = { steps: [], fees: {}, details: {} } as unknown as QuoteResponse
const client = { baseUrl: 'http://service.test', getQuote: async () => quote } as unknown as FerryClient

function Host({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={queryClient}>
      <FerryProvider client={client}>{children}</FerryProvider>
    </QueryClientProvider>
  )
}

/** Shows whether a quote is in, and never reads `ageMs`. */
function NotReading() {
  const { data } = useQuote({ ...request, debounceMs: 0, refetchIntervalMs: false })
  return <p>{data ? 'quoted' : 'waiting'}</p>
}

/** Shows the quote's age in whole seconds. */
function Reading() {
  const { data, ageMs } = useQuote({ ...request, debounceMs: 0, refetchIntervalMs: false })
  return <p>{data && ageMs !== undefined ? `age ${Math.floor(ageMs / 1000)}` : 'no age'}</p>
}

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

describe('useQuote ageMs, tracked', () => {
  it('re-renders once a second only the component that reads ageMs; the one that does not stays still', async () => {
    // Commits of each component's subtree, as React's Profiler reports them.
    const renders = { reading: 0, notReading: 0 }
    render(
      <Host>
        <Profiler id="not-reading" onRender={() => (renders.notReading += 1)}>
          <NotReading />
        </Profiler>
        <Profiler id="reading" onRender={() => (renders.reading += 1)}>
          <Reading />
        </Profiler>
      </Host>,
    )
    await screen.findByText('quoted')
    await screen.findByText('age 0')
    const before = { ...renders }

    // In short steps: act() renders what it queued once, at its end.
    for (let step = 0; step < 5; step += 1) await sleep(500)

    expect(renders.notReading).toBe(before.notReading)
    expect(renders.reading - before.reading).toBeGreaterThanOrEqual(2)
    expect(renders.reading - before.reading).toBeLessThanOrEqual(3)
    expect(screen.getByText(/^age [23]$/)).toBeTruthy()
  })
})

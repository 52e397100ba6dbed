// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, type QuoteRequestInput } from '../../core/index'
import { bridgeQuote, USER } from '../../core/test/fixtures/quotes'
import { FerryProvider } from '../FerryProvider'
import { countingFetch } from '../test/countingFetch'
import { useQuote } from './useQuote'

const request: QuoteRequestInput = {
  user: USER,
  originChainId: 8453,
  destinationChainId: 42161,
  originCurrency: NATIVE_CURRENCY,
  destinationCurrency: NATIVE_CURRENCY,
  amount: '1000',
  tradeType: 'EXACT_INPUT',
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The service answers 503 while `down`; then a quote, held back until `release()`. */
function flakyService() {
  const service = { down: true, release: () => {} }
  const held = new Promise<void>((resolve) => (service.release = resolve))
  const forward: typeof fetch = async () => {
    if (service.down) return json(503, { message: 'down' })
    await held
    return json(200, bridgeQuote())
  }
  return { service, requests: countingFetch({ forward }) }
}

describe('useQuote: lastError', () => {
  it('keeps the last error while the next try is in flight (react-query clears `error`), and drops it once a quote arrives', async () => {
    const { service, requests } = flakyService()
    const queryClient = new QueryClient()
    const config = { baseUrl: 'http://service.test', fetch: requests.fetch, retry: { baseDelayMs: 2 } }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <FerryProvider config={config}>{children}</FerryProvider>
      </QueryClientProvider>
    )
    const { result, rerender } = renderHook((input: QuoteRequestInput) => useQuote({ ...input, debounceMs: 0 }), { wrapper, initialProps: request })
    await waitFor(() => expect(result.current.isError).toBe(true))
    const failure = result.current.error
    expect(result.current.lastError).toBe(failure)

    service.down = false
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current.isFetching).toBe(true))
    expect(result.current.error).toBeNull()
    expect(result.current.lastError).toBe(failure)

    act(() => service.release())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.lastError).toBeNull()

    // Another request starts with a clean slate.
    rerender({ ...request, amount: '2000' })
    expect(result.current.lastError).toBeNull()
  })
})

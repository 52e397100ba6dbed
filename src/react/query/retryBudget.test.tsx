// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { HttpError, NATIVE_CURRENCY } from '../../core/index'
import { FerryProvider } from '../FerryProvider'
import { useQuote } from '../hooks/useQuote'
import { useVenueBalance } from '../hooks/useVenueBalance'
import { useVenueSpotMeta } from '../hooks/useVenueSpotMeta'
import { countingFetch } from '../test/countingFetch'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const down = async () => new Response(JSON.stringify({ message: 'down for maintenance' }), { status: 503, headers: { 'content-type': 'application/json' } })

/**
 * A host with react-query's default retries (3, as most apps keep them; the waits between them
 * taken out) and a Ferry client whose every request is counted and answered 503. The client's
 * own backoff is shortened, not removed.
 */
function failingHost() {
  const requests = countingFetch({ forward: down })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  const config = { baseUrl: 'http://service.test', venueApiUrl: 'http://venue.test', fetch: requests.fetch, retry: { baseDelayMs: 2 } }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FerryProvider config={config}>{children}</FerryProvider>
    </QueryClientProvider>
  )
  return { requests, wrapper }
}

describe('one failing read sends at most 4 requests: the client retries, react-query does not', () => {
  it('venue /info clearinghouseState (useVenueBalance)', async () => {
    const host = failingHost()
    const { result } = renderHook(() => useVenueBalance({ user: USER }), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpError)
    expect(host.requests.count('POST', '/info')).toBe(4)
  })

  it('venue /info spotMeta (useVenueSpotMeta)', async () => {
    const host = failingHost()
    const { result } = renderHook(() => useVenueSpotMeta(), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(host.requests.count('POST', '/info')).toBe(4)
  })

  it('POST /quote (useQuote)', async () => {
    const host = failingHost()
    const request = {
      user: USER,
      originChainId: 31337,
      destinationChainId: 31338,
      originCurrency: NATIVE_CURRENCY,
      destinationCurrency: NATIVE_CURRENCY,
      amount: '1000',
      tradeType: 'EXACT_INPUT',
    } as const
    const { result } = renderHook(() => useQuote({ ...request, debounceMs: 0 }), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ status: 503, serviceMessage: 'down for maintenance' })
    expect(host.requests.count('POST', '/quote')).toBe(4)
  })
})

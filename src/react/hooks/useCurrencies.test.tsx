// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createFerryClient, InvalidArgumentError, type CurrenciesRequest } from '../../core/index'
import { jsonResponse, scriptedFetch, type RecordedCall, type Reply } from '../../core/test/scriptedFetch'
import { FerryProvider } from '../FerryProvider'
import { currenciesQueryKey, currenciesQueryOptions } from '../query/currencies'
import { useCurrencies } from './useCurrencies'

const currency = (symbol: string) => ({ chainId: 8453, address: `0x${'1'.repeat(40)}`, symbol, name: symbol, decimals: 6, metadata: { verified: true } })
/** Answers each search with one currency named for its term. */
const echo = (call: RecordedCall) => jsonResponse([currency(String((call.body as CurrenciesRequest).term ?? 'DEFAULT'))])

function host(...script: Reply[]) {
  const fake = scriptedFetch(...script)
  const client = createFerryClient({ baseUrl: 'http://127.0.0.1:9', fetch: fake.fetch, retry: { attempts: 0 } })
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <FerryProvider client={client} namespace="ns">
        {children}
      </FerryProvider>
    </QueryClientProvider>
  )
  return { client, wrapper, calls: fake.calls }
}

describe('useCurrencies', () => {
  it('sends one request for a term typed in quick steps, once the typing settles', async () => {
    const { wrapper, calls } = host(echo, echo)
    // The picker opens on an empty search (sent at once), then the user types.
    const { result, rerender } = renderHook(({ term }) => useCurrencies({ term, chainIds: [8453], debounceMs: 200 }), { wrapper, initialProps: { term: '' } })
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    for (const term of ['u', 'us', 'usd', 'usdc']) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      rerender({ term })
    }
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    expect(result.current.data?.map((c) => c.symbol)).toEqual(['usdc'])
    expect(calls.map((call) => call.body)).toEqual([
      { term: '', chainIds: [8453] },
      { term: 'usdc', chainIds: [8453] },
    ])
    expect(result.current.request).toEqual({ term: 'usdc', chainIds: [8453] })
  })

  it('keeps the previous list on screen, not current, while the next search settles and loads', async () => {
    const { wrapper, calls } = host(echo, echo)
    const { result, rerender } = renderHook(({ term }) => useCurrencies({ term, debounceMs: 20 }), { wrapper, initialProps: { term: 'eth' } })
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    rerender({ term: 'weth' })
    expect(result.current.data?.map((c) => c.symbol)).toEqual(['eth'])
    expect(result.current.isCurrent).toBe(false)
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    expect(result.current.data?.map((c) => c.symbol)).toEqual(['weth'])
    expect(calls).toHaveLength(2)
  })

  it('sends a request without a term at once (the default list), without waiting for the debounce', async () => {
    const { wrapper, calls } = host(echo)
    const { result } = renderHook(() => useCurrencies({ defaultList: true, debounceMs: 60_000 }), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls.map((call) => call.body)).toEqual([{ defaultList: true }])
  })

  it('fails an invalid request with InvalidArgumentError, sending nothing', async () => {
    const { wrapper, calls } = host()
    const { result } = renderHook(() => useCurrencies({ limit: 500, debounceMs: 0 }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(InvalidArgumentError)
    expect(result.current.error).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'limit' })
    expect(calls).toHaveLength(0)
  })

  it('keys equal requests alike, whatever their undefined fields, and never retries in TanStack', () => {
    const { client } = host()
    const ferry = { client, namespace: 'ns' }
    expect(currenciesQueryKey(ferry, { term: 'usd', limit: undefined })).toEqual(currenciesQueryKey(ferry, { term: 'usd' }))
    expect(currenciesQueryOptions(ferry, { term: 'usd' })).toMatchObject({ queryKey: ['ferry', 'ns', 'currencies', { term: 'usd' }], retry: false })
  })
})

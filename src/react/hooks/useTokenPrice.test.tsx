// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createFerryClient, TokenPriceUnavailableError } from '../../core/index'
import { jsonResponse, scriptedFetch, type Reply } from '../../core/test/scriptedFetch'
import { FerryProvider } from '../FerryProvider'
import { tokenPriceQueryKey, tokenPriceQueryOptions } from '../query/tokenPrice'
import { useTokenPrice } from './useTokenPrice'

const USDC = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'

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

describe('useTokenPrice', () => {
  it('reads the price once both chain and address are given, as an exact decimal string', async () => {
    const { wrapper, calls } = host(jsonResponse({ price: 1e-7 }))
    const { result, rerender } = renderHook(({ address }) => useTokenPrice({ chainId: 8453, address }), { wrapper, initialProps: { address: undefined as string | undefined } })
    expect(result.current.fetchStatus).toBe('idle')
    expect(calls).toHaveLength(0)
    rerender({ address: USDC })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ chainId: 8453, address: USDC, price: '0.0000001' })
    expect(calls.map((call) => call.url)).toEqual([`http://127.0.0.1:9/currencies/token/price?address=${USDC}&chainId=8453`])
  })

  it('fails with TOKEN_PRICE_UNAVAILABLE, once, for a token the service does not price', async () => {
    const { wrapper, calls } = host(jsonResponse({}))
    const { result } = renderHook(() => useTokenPrice({ chainId: 8453, address: USDC }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(TokenPriceUnavailableError)
    expect(result.current.error?.code).toBe('TOKEN_PRICE_UNAVAILABLE')
    expect(calls).toHaveLength(1)
  })

  it('stays fresh for a minute, like the service kit, and never retries in TanStack', () => {
    const { client } = host()
    const ferry = { client, namespace: 'ns' }
    expect(tokenPriceQueryOptions(ferry, { chainId: 1, address: USDC })).toMatchObject({
      queryKey: tokenPriceQueryKey(ferry, { chainId: 1, address: USDC }),
      staleTime: 60_000,
      retry: false,
    })
    expect(tokenPriceQueryKey(ferry, {})).toEqual(['ferry', 'ns', 'tokenPrice', null, null])
  })
})

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ChainsUnavailableError, createFerryClient } from '../../core/index'
import { jsonResponse, scriptedFetch, type Reply } from '../../core/test/scriptedFetch'
import { FerryProvider } from '../FerryProvider'
import { serviceChainsQueryKey, serviceChainsQueryOptions } from '../query/serviceChains'
import { useServiceChains } from './useServiceChains'

const CHAIN = { id: 999, name: 'hyperevm', displayName: 'HyperEVM', vmType: 'evm', depositEnabled: true, currency: { id: 'hype', symbol: 'HYPE', name: 'Hype', address: '0x0000000000000000000000000000000000000000', decimals: 18 }, erc20Currencies: [], solverAddresses: [] }

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

describe('useServiceChains', () => {
  it("reads the service's chains once for every hook of a namespace", async () => {
    const { wrapper, calls } = host(jsonResponse({ chains: [CHAIN] }))
    const first = renderHook(() => useServiceChains(), { wrapper })
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
    expect(first.result.current.data).toEqual([CHAIN])
    const second = renderHook(() => useServiceChains(), { wrapper })
    expect(second.result.current.data).toBe(first.result.current.data)
    expect(calls.map((call) => call.url)).toEqual(['http://127.0.0.1:9/chains'])
  })

  it('fails once, with CHAINS_UNAVAILABLE, where the service has no such route', async () => {
    const { wrapper, calls } = host(jsonResponse({ message: 'Not Found' }, { status: 404 }))
    const { result } = renderHook(() => useServiceChains(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(ChainsUnavailableError)
    expect(result.current.error?.code).toBe('CHAINS_UNAVAILABLE')
    expect(calls).toHaveLength(1)
  })

  it('waits while not enabled; its options key the namespace and never retry', () => {
    const { client, wrapper, calls } = host()
    const { result } = renderHook(() => useServiceChains({ query: { enabled: false } }), { wrapper })
    expect(result.current.fetchStatus).toBe('idle')
    expect(calls).toHaveLength(0)
    expect(serviceChainsQueryOptions({ client, namespace: 'ns' })).toMatchObject({ queryKey: serviceChainsQueryKey({ namespace: 'ns' }), retry: false })
  })
})

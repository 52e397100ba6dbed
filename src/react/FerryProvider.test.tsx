// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createFerryClient, LIVE_PROFILE, SPEC_PROFILE } from '../core/index'
import { useFerryContext } from './context'
import { FerryProviderNotFoundError } from './errors'
import { FerryProvider } from './FerryProvider'

// FerryProvider sits inside the host's QueryClientProvider, as the README says.
const queries = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>

describe('FerryProvider', () => {
  it('gives hooks the client and a namespace defaulting to the service URL', () => {
    const client = createFerryClient({ baseUrl: 'http://127.0.0.1:4000' })
    const wrapper = ({ children }: { children: ReactNode }) => queries({ children: <FerryProvider client={client}>{children}</FerryProvider> })
    const { result } = renderHook(() => useFerryContext('test'), { wrapper })
    expect(result.current.client).toBe(client)
    expect(result.current.namespace).toBe('http://127.0.0.1:4000')
  })

  it('builds one client from a config and keeps it across renders with an equal config', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      queries({
        children: (
          <FerryProvider config={{ baseUrl: 'http://127.0.0.1:4000', venueApiUrl: 'http://127.0.0.1:4001' }} namespace="left">
            {children}
          </FerryProvider>
        ),
      })
    const { result, rerender } = renderHook(() => useFerryContext('test'), { wrapper })
    const first = result.current.client
    rerender()
    expect(result.current.client).toBe(first)
    expect(result.current.client.venueApiUrl).toBe('http://127.0.0.1:4001')
    expect(result.current.namespace).toBe('left')
  })

  it('chooses the protocol profile with config.profile, and a new profile makes a new client', () => {
    let profile: 'spec' | 'live' = 'live'
    const wrapper = ({ children }: { children: ReactNode }) =>
      queries({ children: <FerryProvider config={{ baseUrl: 'http://127.0.0.1:4000', profile }}>{children}</FerryProvider> })
    const { result, rerender } = renderHook(() => useFerryContext('test'), { wrapper })
    expect(result.current.client.profiles).toEqual([LIVE_PROFILE])
    profile = 'spec'
    rerender()
    expect(result.current.client.profiles).toEqual([SPEC_PROFILE])
  })

  it('throws FerryProviderNotFoundError naming the hook outside a provider', () => {
    expect(() => renderHook(() => useFerryContext('useQuote'))).toThrow(FerryProviderNotFoundError)
  })
})

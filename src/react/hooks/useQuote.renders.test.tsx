// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HttpError, type QuoteResponse } from '../../core/index'
import { usdcRequest as usdcBridge } from '../test/requests'
import { countingHost, setFaults, startDevnetForFile, type Devnet } from '../test/countingHost'
import { useQuote, type UseQuoteParameters } from './useQuote'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const usdcRequest = (typed: string) => usdcBridge(devnet, typed)

// Each quote carries a new request id; its terms (what `select` keeps) are the same on every refetch.
const terms = (quote: QuoteResponse) => quote.details.currencyOut?.amount
const manual = { debounceMs: 0, refetchIntervalMs: false } satisfies UseQuoteParameters

/**
 * Refetches the hook's quote `times` times, one after the other, as its interval would. TanStack
 * tells its observers on a timer (its notifyManager): the wait lets any render it asks for happen.
 */
async function refetch(host: ReturnType<typeof countingHost>, queryKey: readonly unknown[], times: number) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await host.queryClient.refetchQueries({ queryKey, exact: true })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

describe('useQuote keeps TanStack’s tracked result', () => {
  it('a consumer reading only `data` is not re-rendered while an unchanged quote refetches (11 refetches, 0 renders)', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    let renders = 0
    const { result } = renderHook(
      () => {
        renders += 1
        const { data } = useQuote({ ...usdcRequest('3'), ...manual, query: { select: terms } })
        return data
      },
      { wrapper: host.wrapper },
    )
    await waitFor(() => expect(result.current).toBeDefined())
    const shown = result.current
    const before = { renders, quotes: host.requests.count('POST', '/quote') }
    const [query] = host.queryClient.getQueryCache().findAll({ queryKey: ['ferry'] })

    await refetch(host, query!.queryKey, 11)

    expect(host.requests.count('POST', '/quote') - before.quotes).toBe(11)
    expect(result.current).toBe(shown)
    expect(renders - before.renders).toBe(0)
  })

  it('a consumer reading `quotedAt` sees each refetch, and `lastError` keeps an outage’s error while the next try runs', async () => {
    // The try after the outage is slowed, so that it is still in flight when read.
    let slow = false
    const host = countingHost(devnet, devnet.accounts[0]!, { delayMs: (call) => (slow && call.path === '/quote' ? 5_000 : 0) })
    await setFaults(devnet, { outage: { target: 'service', count: 4 } })
    const { result } = renderHook(() => useQuote({ ...usdcRequest('4'), ...manual }), { wrapper: host.wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 })
    const outage = result.current.lastError
    expect(outage).toBeInstanceOf(HttpError)
    expect(outage).toBe(result.current.error)
    expect(result.current.quotedAt).toBeUndefined()

    slow = true
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current.isFetching).toBe(true))
    expect(result.current.error).toBeNull()
    expect(result.current.lastError).toBe(outage)

    slow = false
    await act(() => host.queryClient.cancelQueries({ queryKey: result.current.queryKey }))
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.lastError).toBeNull()
    const first = result.current.quotedAt
    expect(first).toBe(host.queryClient.getQueryState(result.current.queryKey)?.dataUpdatedAt)

    await refetch(host, result.current.queryKey, 1)
    expect(result.current.quotedAt).toBeGreaterThan(first!)
    expect(result.current.quotedAt).toBe(host.queryClient.getQueryState(result.current.queryKey)?.dataUpdatedAt)
  })
})

// @vitest-environment jsdom
import { focusManager } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuoteRequestInput } from '../../core/index'
import { usdcRequest as usdcBridge } from '../test/requests'
import { countingHost, startDevnetForFile, type Devnet } from '../test/countingHost'
import { quoteQueryKey } from '../query/quote'
import { useQuote, type UseQuoteParameters } from './useQuote'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

afterEach(() => {
  focusManager.setFocused(undefined)
})

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

const usdcRequest = (typed: string) => usdcBridge(devnet, typed)

type HookOptions = Pick<UseQuoteParameters, 'debounceMs' | 'refetchIntervalMs' | 'query'>

function renderQuote(host: ReturnType<typeof countingHost>, request: QuoteRequestInput | undefined, options: HookOptions = {}) {
  return renderHook(({ request }) => useQuote({ ...request, ...options }), { wrapper: host.wrapper, initialProps: { request } })
}

const quoteCalls = (host: ReturnType<typeof countingHost>) => host.requests.calls.filter((call) => call.method === 'POST' && call.path === '/quote')

describe('useQuote against the devnet', () => {
  it('fetches a valid quote once and caches it under the namespaced key of the normalized request', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!, { namespace: 'left' })
    const request = usdcRequest('25')
    const { result } = renderQuote(host, request, { debounceMs: 0 })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current).toMatchObject({ inputStatus: 'valid', issues: [], isCurrent: true })
    expect(result.current.data?.details.currencyIn?.amount).toBe('25000000')
    expect(host.queryClient.getQueryData(['ferry', 'left', 'quote', result.current.request])).toBe(result.current.data)
    expect(host.queryClient.getQueryData(quoteQueryKey({ namespace: 'left' }, { request: result.current.request }))).toBe(result.current.data)
    expect(result.current.queryKey).toEqual(['ferry', 'left', 'quote', result.current.request])

    // The same request with its fields in another order and the address in lower case: same key, no request.
    const reordered = Object.fromEntries(Object.entries({ ...request, user: String(request.user).toLowerCase() }).reverse())
    const second = renderQuote(host, reordered, { debounceMs: 0 })
    expect(second.result.current.data).toBe(result.current.data)
    expect(quoteCalls(host)).toHaveLength(1)
  })

  it('returns the validation issues of an invalid request and sends nothing', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result } = renderQuote(host, { ...usdcRequest('1'), amount: '1.5', slippageTolerance: 'fifty' } as QuoteRequestInput, { debounceMs: 0 })
    await sleep(100)
    expect(result.current.inputStatus).toBe('invalid')
    expect(result.current.issues.map((issue) => issue.path).sort()).toEqual(['amount', 'slippageTolerance'])
    expect(result.current).toMatchObject({ fetchStatus: 'idle', data: undefined, isCurrent: false, request: undefined })
    expect(host.requests.calls).toHaveLength(0)
  })

  it('treats an unfilled request as empty: nothing sent and no issues', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result, rerender } = renderQuote(host, undefined, { debounceMs: 0 })
    for (const request of [undefined, usdcRequest(''), usdcRequest('0'), { ...usdcRequest('1'), user: undefined }]) {
      rerender({ request })
      await sleep(20)
      expect(result.current).toMatchObject({ inputStatus: 'empty', issues: [], fetchStatus: 'idle', data: undefined })
    }
    expect(host.requests.calls).toHaveLength(0)
  })

  // The pace of typing against the delay (a key every 120 ms, 300 ms) is useDebouncedValue's test, on
  // fake timers; here, keys far closer together than the delay, whatever the machine's load.
  it('sends one request for 12.345 typed faster than the debounce', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result, rerender } = renderQuote(host, usdcRequest(''), { debounceMs: 1_000 })
    let typed = ''
    for (const key of '12.345') {
      typed += key
      rerender({ request: usdcRequest(typed) })
      await act(async () => {})
      expect(result.current.isCurrent).toBe(false)
    }
    await waitFor(() => expect(result.current.isCurrent).toBe(true), { timeout: 5_000 })
    await sleep(400)
    expect(quoteCalls(host)).toHaveLength(1)
    expect(result.current.request?.amount).toBe('12345000')
  })

  it('keeps the previous quote, flagged not current, while the next loads, and aborts the superseded request', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!, { delayMs: (call) => (call.path === '/quote' ? 300 : 0) })
    const { result, rerender } = renderQuote(host, usdcRequest('1'), { debounceMs: 0 })
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    const first = result.current.data!

    rerender({ request: usdcRequest('2') })
    expect(result.current).toMatchObject({ data: first, isPlaceholderData: true, isCurrent: false, isFetching: true })
    await sleep(100)
    // Changed again while the quote for 2 is in flight: that request is aborted.
    rerender({ request: usdcRequest('3') })
    expect(result.current.data).toBe(first)
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    expect(result.current.data?.details.currencyIn?.amount).toBe('3000000')
    const calls = quoteCalls(host)
    expect(calls).toHaveLength(3)
    expect(calls.map((call) => call.signal?.aborted)).toEqual([false, true, false])
  })

  it('flags a shown quote as not current during the debounce wait', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result, rerender } = renderQuote(host, usdcRequest('4'), { debounceMs: 200 })
    await waitFor(() => expect(result.current.isCurrent).toBe(true))
    const shown = result.current.data
    rerender({ request: usdcRequest('5') })
    expect(result.current).toMatchObject({ data: shown, isCurrent: false })
    await waitFor(() => expect(result.current.request?.amount).toBe('5000000'))
  })

  it('refetches at the configured interval while shown, pauses while the page is hidden, and reports the age', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result } = renderQuote(host, usdcRequest('6'), { debounceMs: 0, refetchIntervalMs: 200 })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const firstQuotedAt = result.current.quotedAt!
    // Three quotes at the 200 ms interval, however long a busy machine takes to make them.
    await waitFor(() => expect(quoteCalls(host).length).toBeGreaterThanOrEqual(3), { timeout: 10_000 })
    await waitFor(() => expect(result.current.quotedAt).toBeGreaterThan(firstQuotedAt))
    expect(result.current.ageMs).toBeLessThan(1_000)

    act(() => focusManager.setFocused(false))
    await sleep(100)
    const whenHidden = quoteCalls(host).length
    await sleep(600)
    expect(quoteCalls(host).length).toBe(whenHidden)
  })

  it('ages the shown quote once a second', async () => {
    const host = countingHost(devnet, devnet.accounts[0]!)
    const { result } = renderQuote(host, usdcRequest('7'), { debounceMs: 0, refetchIntervalMs: false })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.ageMs).toBe(0)
    await waitFor(() => expect(result.current.ageMs).toBeGreaterThanOrEqual(1_000), { timeout: 2_500 })
    expect(quoteCalls(host)).toHaveLength(1)
  })
})

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ETH_BRIDGE } from '../test/requests'
import { describe, expect, it, vi } from 'vitest'
import type { Hex } from 'viem'
import { executeQuote, RequestRefundedError, type StatusResponse } from '../../core/index'
import { FerryProvider } from '../FerryProvider'
import { countingHost, setFaults, startDevnetForFile, userOf, type Devnet } from '../test/countingHost'
import { useExecuteSteps } from './useExecuteSteps'
import { useRequestStatus, type UseRequestStatusParameters } from './useRequestStatus'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
const STATUS = '/intents/status/v3'
const fast = { initialIntervalMs: 20, maxIntervalMs: 50 }
const fastExecutorPoll = { initialIntervalMs: 20, maxIntervalMs: 100, refundWaitMs: 5_000, timeoutMs: 30_000 }


/** A quote for a bridge by dev account `index`, the user who executes it, and a counting host. */
async function prepareBridge(index: number) {
  const account = devnet.accounts[index]!
  const user = userOf(devnet, account)
  const quote = await user.client.getQuote({ user: account.address, ...ETH_BRIDGE })
  return { user, quote, requestId: quote.steps[0]!.requestId, host: countingHost(devnet, account) }
}

/** Renders the hook, counting renders and recording `onUpdate` calls. */
function follow(host: ReturnType<typeof countingHost>, requestId: Hex | undefined, options: Omit<UseRequestStatusParameters, 'requestId'> = {}) {
  const seen = { renders: 0, updates: [] as string[] }
  const view = renderHook(
    ({ id }) => {
      seen.renders += 1
      return useRequestStatus({ ...options, requestId: id, onUpdate: (status) => seen.updates.push(status.status) })
    },
    { wrapper: host.wrapper, initialProps: { id: requestId } },
  )
  return { ...view, seen }
}

describe('useRequestStatus against the devnet', () => {
  it('follows a bridge from deposit to success on the default schedule, then stops polling', async () => {
    const { user, quote, requestId, host } = await prepareBridge(0)
    const { result, seen } = follow(host, requestId)
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    const execution = executeQuote({ quote, client: user.client, wallet: user.wallet, poll: fastExecutorPoll })
    await waitFor(() => expect(result.current.data?.status).toBe('success'), { timeout: 15_000 })
    await execution
    const reads = host.requests.count('GET', STATUS)
    expect(result.current.data?.txHashes.length).toBeGreaterThan(0)
    expect(seen.updates.at(-1)).toBe('success')
    await sleep(2_500)
    expect(host.requests.count('GET', STATUS)).toBe(reads)
  })

  it('reports changes only: many unchanged reads, one update and no render for each', async () => {
    const { user, quote, requestId, host } = await prepareBridge(1)
    const { result, seen } = follow(host, requestId, fast)
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    // Five reads of an unchanged status, however long a busy machine takes to make them.
    await waitFor(() => expect(host.requests.count('GET', STATUS)).toBeGreaterThanOrEqual(5), { timeout: 10_000 })
    expect(seen.updates).toEqual(['waiting'])
    const rendersWhileWaiting = seen.renders

    await executeQuote({ quote, client: user.client, wallet: user.wallet, poll: fastExecutorPoll })
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    const reads = host.requests.count('GET', STATUS)
    // Each update is a new state, and each costs at most one render; unchanged reads cost none.
    expect(seen.updates.every((status, i) => status !== seen.updates[i - 1])).toBe(true)
    expect(rendersWhileWaiting).toBeLessThanOrEqual(3)
    expect(seen.renders - rendersWhileWaiting).toBeLessThanOrEqual(seen.updates.length)
    await sleep(300)
    expect(host.requests.count('GET', STATUS)).toBe(reads)
  })

  it('follows a failed fill to its refund and stops there', async () => {
    const { user, quote, requestId, host } = await prepareBridge(2)
    const { result, seen } = follow(host, requestId, fast)
    await setFaults(devnet, { failFills: 1 })
    const error = await executeQuote({ quote, client: user.client, wallet: user.wallet, poll: fastExecutorPoll }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestRefundedError)
    await waitFor(() => expect(result.current.data?.status).toBe('refund'))
    expect(devnet.store.get(requestId)?.history.map((event) => event.status)).toEqual(['waiting', 'pending', 'failure', 'refund'])
    expect(seen.updates.at(-1)).toBe('refund')
    const reads = host.requests.count('GET', STATUS)
    await sleep(300)
    expect(host.requests.count('GET', STATUS)).toBe(reads)
  })

  it("shares the executor's status reads for the request it runs: one read, two readers, whatever the hook's own pace", async () => {
    const { quote, requestId, host } = await prepareBridge(4)
    // The executor reads every 400 ms; the hook alone would read every 20 ms.
    const slowPoll = { initialIntervalMs: 400, maxIntervalMs: 400, refundWaitMs: 5_000, timeoutMs: 30_000 }
    const { result } = renderHook(
      () => ({ steps: useExecuteSteps({ poll: slowPoll }), status: useRequestStatus({ requestId, ...fast, maxIntervalMs: 20 }) }),
      { wrapper: host.wrapper },
    )
    await act(async () => {
      await host.connect()
    })
    const startedAt = Date.now()
    await act(() => result.current.steps.executeAsync({ quote, request: undefined, quotedAt: Date.now() }).then(() => undefined))
    const elapsed = Date.now() - startedAt
    await waitFor(() => expect(result.current.status.data?.status).toBe('success'))
    expect(result.current.status.data).toBe(result.current.steps.state.status)
    const reads = host.requests.count('GET', STATUS)
    expect(reads).toBeLessThanOrEqual(Math.ceil(elapsed / 400) + 2)
  })

  it('does nothing without a request id', async () => {
    const { host } = await prepareBridge(3)
    const { result } = follow(host, undefined, fast)
    await sleep(100)
    expect(result.current).toMatchObject({ fetchStatus: 'idle', data: undefined })
    expect(host.requests.calls).toHaveLength(0)
  })
})

describe('useRequestStatus without a refund', () => {
  // The service is a stub (no network), so the clock can be the test's: the window is measured, not raced.
  it('stops at failure once the refund window has passed', async () => {
    vi.useFakeTimers()
    try {
      let reads = 0
      const failing: typeof fetch = async () => {
        reads += 1
        const body: StatusResponse = { status: 'failure', inTxHashes: ['0x1'], txHashes: [] }
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
      }
      const queryClient = new QueryClient()
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>
          <FerryProvider config={{ baseUrl: 'http://127.0.0.1:9', fetch: failing }}>{children}</FerryProvider>
        </QueryClientProvider>
      )
      const { result, unmount } = renderHook(() => useRequestStatus({ requestId: `0x${'ab'.repeat(32)}`, ...fast, refundWaitMs: 200 }), { wrapper })
      await act(() => vi.advanceTimersByTimeAsync(10))
      expect(result.current.data?.status).toBe('failure')
      // Within the window it reads on, at most every 50 ms; past it, never again.
      await act(() => vi.advanceTimersByTimeAsync(400))
      const atEnd = reads
      expect(atEnd).toBeGreaterThanOrEqual(4)
      await act(() => vi.advanceTimersByTimeAsync(2_000))
      expect(reads).toBe(atEnd)
      unmount()
    } finally {
      vi.useRealTimers()
    }
  })
})

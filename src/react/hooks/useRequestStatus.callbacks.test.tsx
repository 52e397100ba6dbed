// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExecutionResult, StatusResponse } from '../../core/index'
import { setFaults, startDevnetForFile, userOf, type Devnet } from '../test/countingHost'
import { ETH_BRIDGE } from '../test/requests'
import { wagmiDevnet } from '../test/wagmiDevnet'
import { useExecuteSteps } from './useExecuteSteps'
import { useRequestStatus } from './useRequestStatus'

const fastPoll = { initialIntervalMs: 20, maxIntervalMs: 100, refundWaitMs: 5_000, timeoutMs: 30_000 }

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
afterEach(async () => {
  vi.restoreAllMocks()
  await setFaults(devnet, { reset: true })
  await devnet.settled()
})

/**
 * A host app running a bridge for dev account `index` with `useExecuteSteps`, beside a component of
 * its own following the same request with `useRequestStatus`, whose `onUpdate` always throws.
 */
async function bridgeWithThrowingOnUpdate(index: number, options: { namespace: string; reported?: unknown[] }) {
  const account = devnet.accounts[index]!
  const user = userOf(devnet, account)
  const { reported } = options
  const host = wagmiDevnet(devnet, account, {
    namespace: options.namespace,
    ...(reported ? { onCallbackError: (error: unknown, context: { callback: string }) => void reported.push({ error, ...context }) } : {}),
  })
  const request = { user: account.address, ...ETH_BRIDGE }
  const quote = await user.client.getQuote(request)
  const requestId = quote.steps[0]!.requestId
  const thrown = new Error('host onUpdate bug')
  const updates: StatusResponse[] = []
  const hook = renderHook(
    () => {
      const steps = useExecuteSteps({ poll: fastPoll })
      useRequestStatus({
        requestId,
        onUpdate: (status) => {
          updates.push(status)
          throw thrown
        },
      })
      return steps
    },
    { wrapper: host.wrapper },
  )
  await act(async () => {
    await host.connect()
  })
  const nonceBefore = await user.publicClient(31337).getTransactionCount({ address: account.address })
  return {
    hook,
    thrown,
    updates,
    requestId,
    /** Runs the quote; the fill waits until `onUpdate` has thrown for a status after the deposit. */
    async execute(): Promise<ExecutionResult> {
      await setFaults(devnet, { holdFills: true })
      let outcome!: Promise<ExecutionResult>
      act(() => {
        outcome = hook.result.current.executeAsync({ quote, request, quotedAt: Date.now() })
      })
      await waitFor(() => expect(updates.some((status) => status.status === 'pending')).toBe(true), { timeout: 10_000 })
      await setFaults(devnet, { holdFills: false })
      let result!: ExecutionResult
      await act(async () => {
        result = await outcome
      })
      return result
    },
    deposits: async () => (await user.publicClient(31337).getTransactionCount({ address: account.address })) - nonceBefore,
    indexed: () => devnet.store.get(requestId)!.inTxHashes,
  }
}

describe("useRequestStatus: a host's onUpdate that throws cannot lose the provider's transfer", () => {
  it('throwing at each status of the running request: the run ends in success with one deposit and the request id, each throw reported to the provider', async () => {
    const reported: unknown[] = []
    const app = await bridgeWithThrowingOnUpdate(0, { namespace: 'callbacks-reported', reported })
    const result = await app.execute()

    expect(result).toMatchObject({ status: 'success', requestId: app.requestId })
    await waitFor(() => expect(app.updates.at(-1)?.status).toBe('success'))
    expect(app.hook.result.current.state).toMatchObject({ phase: 'success', requestId: app.requestId })
    expect(await app.deposits()).toBe(1)
    expect(app.indexed()).toHaveLength(1)
    expect(reported).toEqual(app.updates.map(() => ({ error: app.thrown, callback: 'onUpdate' })))
    app.hook.unmount()
  })

  it('without onCallbackError on the provider, each throw goes to console.error; the run still ends in success with one deposit', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const app = await bridgeWithThrowingOnUpdate(1, { namespace: 'callbacks-console' })
    const result = await app.execute()

    expect(result).toMatchObject({ status: 'success', requestId: app.requestId })
    expect(await app.deposits()).toBe(1)
    expect(app.indexed()).toHaveLength(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('onUpdate'), app.thrown)
    app.hook.unmount()
  })
})

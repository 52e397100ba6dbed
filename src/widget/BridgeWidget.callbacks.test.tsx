// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NATIVE_CURRENCY } from '../core/index'
import { setFaults, startDevnetForFile, userOf, type Devnet } from '../react/test/countingHost'
import { wagmiDevnet } from '../react/test/wagmiDevnet'
import { BridgeWidget } from './BridgeWidget'
import type { WidgetEvent } from './events'
import { setUpWidgetDom } from './test/environment'
import { chains, currencies } from './test/host'

let devnet: Devnet
startDevnetForFile((started) => (devnet = started))
setUpWidgetDom()
afterEach(async () => {
  vi.restoreAllMocks()
  await setFaults(devnet, { reset: true })
  await devnet.settled()
})

const defaults = { originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '0.01' }

/** An event from once the deposit's hash is out: the deposit's later records, and the end. */
const afterDeposit = (event: WidgetEvent) => (event.type === 'step-updated' && event.txHash !== undefined) || event.type === 'success'

/**
 * The widget in a host app on the devnet (its wagmi config, QueryClient and FerryProvider) for dev
 * account `index`, bridging 0.01 ETH: connected, reviewed and confirmed. The fill waits until
 * `onEvent` has been called after the deposit, so the run goes on past a throw.
 */
async function bridgeThroughWidget(index: number, props: { onEvent: (event: WidgetEvent) => unknown; onCallbackError?: (error: unknown, context: { callback: string }) => void }) {
  const account = devnet.accounts[index]!
  const user = userOf(devnet, account)
  const nonceBefore = await user.publicClient(31337).getTransactionCount({ address: account.address })
  const host = wagmiDevnet(devnet, account, { namespace: `widget-callbacks-${index}` })
  const events: WidgetEvent[] = []
  // Hands back what the host's handler returns: an async one's promise reaches the widget.
  const onEvent = (event: WidgetEvent): unknown => {
    events.push(event)
    return props.onEvent(event)
  }
  await setFaults(devnet, { holdFills: true })
  const view = render(
    <host.wrapper>
      <BridgeWidget chains={chains} currencies={currencies} defaults={defaults} onEvent={onEvent} {...(props.onCallbackError ? { onCallbackError: props.onCallbackError } : {})} />
    </host.wrapper>,
  )
  await act(async () => {
    await host.connect()
  })
  const review = await screen.findByRole('button', { name: 'Review' }, { timeout: 10_000 })
  fireEvent.click(review)
  const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
  await waitFor(() => expect(events.some((event) => event.type === 'step-updated' && event.txHash !== undefined)).toBe(true), { timeout: 10_000 })
  await setFaults(devnet, { holdFills: false })
  await screen.findByRole('heading', { name: 'Transfer complete' }, { timeout: 15_000 })
  const started = events.find((event) => event.type === 'execution-started')
  const requestId = started?.type === 'execution-started' ? started.requestId! : undefined
  return {
    view,
    events,
    requestId,
    deposits: async () => (await user.publicClient(31337).getTransactionCount({ address: account.address })) - nonceBefore,
    indexed: () => devnet.store.get(requestId!)!.inTxHashes,
  }
}

describe("BridgeWidget: a host's onEvent that throws cannot lose a transfer", () => {
  it('throwing at every event, from the quote and the confirm on: the run ends in success with one deposit and its request id, each throw reported to onCallbackError', async () => {
    const thrown = new Error('host onEvent bug')
    const reported: unknown[] = []
    const run = await bridgeThroughWidget(0, {
      onEvent: () => {
        throw thrown
      },
      onCallbackError: (error, context) => void reported.push({ error, ...context }),
    })

    expect(run.requestId).toMatch(/^0x/)
    await waitFor(() => expect(run.events.filter((event) => event.type === 'success')).toEqual([expect.objectContaining({ requestId: run.requestId })]))
    expect(await run.deposits()).toBe(1)
    expect(run.indexed()).toHaveLength(1)
    expect(run.events.map((event) => event.type)).toEqual(expect.arrayContaining(['quote-requested', 'quote-received', 'execution-started', 'step-updated', 'success']))
    expect(reported).toEqual(run.events.map(() => ({ error: thrown, callback: 'onEvent' })))
  })

  it('rejecting (async) once the deposit is out, without onCallbackError: each error goes to console.error; the run ends in success with one deposit', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const thrown = new Error('async host onEvent bug')
    const run = await bridgeThroughWidget(1, {
      onEvent: async (event) => {
        if (afterDeposit(event)) throw thrown
      },
    })

    await waitFor(() => expect(run.events.some((event) => event.type === 'success' && event.requestId === run.requestId)).toBe(true))
    expect(await run.deposits()).toBe(1)
    expect(run.indexed()).toHaveLength(1)
    await waitFor(() => expect(consoleError.mock.calls.filter(([, error]) => error === thrown)).toHaveLength(run.events.filter(afterDeposit).length))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('onEvent'), thrown)
  })
})

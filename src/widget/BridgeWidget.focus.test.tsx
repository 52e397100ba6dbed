// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY } from '../core/index'
import { EXECUTION_STORE_VERSION } from '../react/execution/store'
import type { ExecutionState } from '../react/index'
import { loadParts } from './lazy'
import { withRecords } from './test/quotes'
import { quoteFor, renderWidget } from './test/host'

// The run's views and History load after the form: loaded once here, so no step waits on a transform.
beforeAll(() => loadParts(), 60_000)

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const DEPOSIT_TX = `0x${'de'.repeat(32)}` as const

/** What a page left in storage under the widget's namespace: a 0.01 ETH bridge from Anvil One to Anvil Two, its deposit sent. */
function persistBridge(ended: boolean): void {
  const quote = quoteFor({ originChainId: 31337, destinationChainId: 31338, originCurrency: NATIVE_CURRENCY, destinationCurrency: NATIVE_CURRENCY, amount: '10000000000000000' })
  const requestId = quote.steps[0]!.requestId
  const done = { status: ended ? ('success' as const) : ('pending' as const), inTxHashes: [DEPOSIT_TX], txHashes: ended ? [`0x${'cd'.repeat(32)}` as const] : [] }
  const execution: ExecutionState = {
    phase: ended ? 'success' : 'polling',
    requestId,
    inTxHashes: [DEPOSIT_TX],
    txHashes: done.txHashes,
    status: done,
    quote: withRecords(quote, [{ status: 'complete', txHash: DEPOSIT_TX }]),
    startedAt: 1,
    updatedAt: 2,
    ...(ended ? { endedAt: 3 } : {}),
  }
  localStorage.setItem('ferry:http://service.test:execution', JSON.stringify({ state: { execution }, version: EXECUTION_STORE_VERSION }))
}

describe('BridgeWidget: the focus stays in the widget as its views change', () => {
  it('"New transfer" puts the focus in the amount field of the form it brings back', async () => {
    persistBridge(true)
    renderWidget({ defaultMode: 'bridge' })
    fireEvent.click(await screen.findByRole('button', { name: 'New transfer' }))
    const amount = await screen.findByRole('textbox', { name: /^Amount to pay in / })
    expect(amount).toHaveFocus()
  })

  it('"Follow in History" puts the focus on the History heading, the run\'s view gone', async () => {
    persistBridge(false)
    renderWidget({ defaultMode: 'bridge' })
    fireEvent.click(await screen.findByRole('button', { name: 'Follow in History' }))
    expect(await screen.findByRole('heading', { name: 'Recent transfers' })).toHaveFocus()
  })

  it('choosing the History tab leaves the focus on the tab (the tabs keep theirs)', async () => {
    renderWidget({ defaultMode: 'bridge' })
    const tab = screen.getByRole('tab', { name: 'History' })
    tab.focus()
    fireEvent.mouseDown(tab, { button: 0 })
    expect(await screen.findByRole('heading', { name: 'Recent transfers' })).toBeVisible()
    expect(tab).toHaveFocus()
  })
})

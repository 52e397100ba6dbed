// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VENUE_CHAIN_ID, VENUE_PERPS_USDC } from '../core/index'
import { EXECUTION_STORE_VERSION } from '../react/execution/store'
import { type ExecutionState } from '../react/index'
import { withRecords } from './test/quotes'
import { quoteFor, renderWidget, USDC_TWO } from './test/host'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** What a page that ran a venue withdrawal to success left in storage under the widget's namespace. */
function persistWithdrawalOutcome(): void {
  const quote = quoteFor({ originChainId: VENUE_CHAIN_ID, destinationChainId: 31338, originCurrency: VENUE_PERPS_USDC, destinationCurrency: USDC_TWO, amount: '5000000' })
  const requestId = quote.steps[0]!.requestId
  const execution: ExecutionState = {
    phase: 'success',
    requestId,
    inTxHashes: [],
    txHashes: [`0x${'cd'.repeat(32)}`],
    status: { status: 'success', inTxHashes: [], txHashes: [`0x${'cd'.repeat(32)}`] },
    quote: withRecords(quote, quote.steps.flatMap((step) => step.items.map(() => ({ status: 'complete' })))),
    startedAt: 1,
    updatedAt: 2,
    endedAt: 3,
  }
  localStorage.setItem('ferry:http://service.test:execution', JSON.stringify({ state: { execution }, version: EXECUTION_STORE_VERSION }))
}

/** Radix tabs activate on mouse down, as a pointer does. */
const selectTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })

describe('BridgeWidget: an outcome belongs to its mode', () => {
  it('after a reload, a withdrawal outcome opens under Withdraw, and the Bridge tab shows its own form', async () => {
    persistWithdrawalOutcome()
    renderWidget({ defaultMode: 'bridge' })
    expect(await screen.findByRole('heading', { name: 'Withdrawn to Anvil Two' }, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')

    selectTab('Bridge')
    expect(screen.getByRole('tab', { name: 'Bridge' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('heading', { name: 'Withdrawn to Anvil Two' })).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Amount to pay in / })).toBeVisible()

    selectTab('Withdraw')
    expect(await screen.findByRole('heading', { name: 'Withdrawn to Anvil Two' }, { timeout: 10_000 })).toBeVisible()
  })
})

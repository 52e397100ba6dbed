// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../core/index'
import { setUpWidgetDom } from './test/environment'
import { ACCOUNT, quoteFor, renderWidget, USDC_ONE } from './test/host'
import type { HostOptions } from './test/host'

setUpWidgetDom()

/** The host's quote with an approval of the token before its deposit, both on the origin chain. */
function approveAndDeposit(body: Record<string, unknown>): { status: number; body: QuoteResponse } {
  const quote = quoteFor(body)
  const [deposit] = quote.steps
  const approveData = `0x095ea7b3${'53'.repeat(20).padStart(64, '0')}${BigInt(String(body.amount)).toString(16).padStart(64, '0')}` as const
  const approve = { ...deposit!, id: 'approve', items: [{ status: 'incomplete', data: { from: ACCOUNT, to: USDC_ONE, data: approveData, value: '0', chainId: Number(body.originChainId) } }] }
  return { status: 200, body: { ...quote, steps: [approve, deposit!] } }
}

async function review(options: HostOptions) {
  const host = renderWidget({ quote: approveAndDeposit, ...options })
  await host.connectWallet()
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount to pay in ETH' }), { target: { value: '0.5' } })
  await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeEnabled())
  fireEvent.click(screen.getByRole('button', { name: 'Review' }))
  return screen.findByRole('dialog', { name: 'Review transfer' })
}

describe('BridgeWidget: batched calls (EIP-5792)', () => {
  it('with a wallet that batches, the review says the wallet asks once, in one confirmation', async () => {
    const dialog = await review({ atomic: 'supported' })
    const prompts = await within(dialog).findByRole('region', { name: 'Your wallet will ask once' })
    expect(prompts).toHaveTextContent(/Approve \S+ and deposit, in one confirmation/)
  })

  it('batch={false}: the same wallet is asked for each transaction, and the review says so', async () => {
    const dialog = await review({ atomic: 'supported', batch: false })
    expect(within(dialog).getByRole('region', { name: 'Your wallet will ask 2 times' })).toHaveTextContent(/Approve \S+, then deposit/)
  })
})

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NATIVE_CURRENCY, PLACEHOLDER_USER } from '../core/index'
import { ACCOUNT, renderWidget, USDC_ONE } from './test/host'
import type { WidgetCall } from './types'
import { setUpWidgetDom } from './test/environment'

setUpWidgetDom()

const TARGET = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const call: WidgetCall = {
  destinationChainId: 31338,
  destinationCurrency: NATIVE_CURRENCY,
  label: 'Order #7',
  txs: [
    { to: TARGET, value: 1_000_000_000_000_000n, data: '0xabcdef01' },
    { to: TARGET, value: 2_000_000_000_000_000n, data: '0x12345678' },
  ],
}
const mainButton = () => screen.getByRole('button', { name: /^(Connect wallet|Switch to|Select a token|Enter an amount|Check|Insufficient|Getting a quote|No route|Review)/ })

describe('BridgeWidget with a cross-chain call', () => {
  it('quotes the txs, EXACT_OUTPUT, with the sum of their values as the amount', async () => {
    const host = renderWidget({ call })
    await host.connectWallet()
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    // Before the wallet connected, the call was quoted for the placeholder user; then once for the account.
    const forAccount = host.quotes().filter((quote) => quote.user === ACCOUNT)
    expect(host.quotes().filter((quote) => quote.user !== ACCOUNT).every((quote) => quote.user === PLACEHOLDER_USER)).toBe(true)
    expect(forAccount).toHaveLength(1)
    expect(forAccount[0]).toMatchObject({
      user: ACCOUNT,
      originChainId: 31337,
      destinationChainId: 31338,
      destinationCurrency: NATIVE_CURRENCY,
      tradeType: 'EXACT_OUTPUT',
      amount: '3000000000000000',
      txs: [
        { to: TARGET, value: '1000000000000000', data: '0xabcdef01' },
        { to: TARGET, value: '2000000000000000', data: '0x12345678' },
      ],
    })
  })

  it('shows what the call costs, read-only, in place of the amount field', async () => {
    const host = renderWidget({ call })
    await host.connectWallet()
    const summary = screen.getByRole('region', { name: 'Pay for Order #7' })
    expect(summary.textContent).toContain('0.003 ETH on Anvil Two')
    expect(screen.queryByRole('textbox', { name: /^Amount to / })).toBeNull()
  })

  it('fixes the destination: its picker is disabled, no flip, no venue modes; the origin can change', async () => {
    const host = renderWidget({ call, defaults: { destinationChainId: 31337 } })
    await host.connectWallet()
    const to = screen.getByRole('button', { name: 'To: ETH on Anvil Two' })
    expect((to as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Switch direction' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('tab', { name: 'Deposit' })).toBeNull()
    expect(screen.queryByRole('tab', { name: 'Withdraw' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /^From: / }))
    const dialog = await screen.findByRole('dialog', { name: 'Select the token to send' })
    fireEvent.click(within(dialog).getByRole('option', { name: /^USDC\b.*Anvil One\b/ }))
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ originCurrency: USDC_ONE.toLowerCase(), destinationChainId: 31338, tradeType: 'EXACT_OUTPUT' }))
    expect(screen.getByRole('button', { name: 'To: ETH on Anvil Two' })).toBeTruthy()
  })

  it('the review says the calls run on the destination', async () => {
    const host = renderWidget({ call })
    await host.connectWallet()
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))
    fireEvent.click(mainButton())
    const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
    const note = within(dialog).getByRole('note', { name: 'Calls on the destination' })
    expect(note.textContent).toContain('2 calls run on Anvil Two once the funds arrive there')
  })
})

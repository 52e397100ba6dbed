// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_USER } from '../core/index'
import { ACCOUNT, renderWidget } from './test/host'
import { setUpWidgetDom } from './test/environment'

setUpWidgetDom()

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const quoteArea = () => screen.getByRole('region', { name: 'Quote' })

describe('BridgeWidget before a wallet connects', () => {
  it('quotes a bridge for the placeholder user with the button on "Connect wallet", then again for the account', async () => {
    const host = renderWidget()
    type(screen.getByRole('textbox', { name: 'Amount to pay in ETH' }), '0.5')
    await waitFor(() => expect(host.quotes()).toHaveLength(1))
    expect(host.quotes()[0]).toMatchObject({ user: PLACEHOLDER_USER })
    await waitFor(() => expect(within(quoteArea()).getByRole('button', { name: /^Quote details/ })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy()

    await host.connectWallet()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy())
    expect(host.quotes().at(-1)).toMatchObject({ user: ACCOUNT })
  })

  it('asks no quote for a withdrawal from the venue, and says a wallet is needed instead of a skeleton', async () => {
    const host = renderWidget({ defaultMode: 'venue-withdraw' })
    type(screen.getByRole('textbox', { name: /^Amount to pay in / }), '5')
    await waitFor(() => expect(within(quoteArea()).getByText(/^Connect a wallet to see the quote/)).toBeTruthy())
    expect(quoteArea().getAttribute('aria-busy')).toBe('false')
    expect(host.quotes()).toHaveLength(0)
  })
})

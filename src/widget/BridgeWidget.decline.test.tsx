// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpWidgetDom } from './test/environment'
import { renderWidget } from './test/host'

setUpWidgetDom()

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

describe('BridgeWidget: declining in the wallet keeps the review', () => {
  it('a decline reopens the review with a notice and Confirm; a second decline does the same, and no run is kept', async () => {
    const host = renderWidget({ rejectSends: true })
    await host.connectWallet()
    type(screen.getByRole('textbox', { name: 'Amount to pay in ETH' }), '0.5')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))

    for (const attempt of [1, 2]) {
      const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
      const notice = await screen.findByText('You declined in your wallet. Nothing was sent: confirm to try again.', {}, { timeout: 5_000 })
      expect(notice, `decline ${attempt}`).toHaveAttribute('role', 'alert')
      const reopened = screen.getByRole('dialog', { name: 'Review transfer' })
      expect(reopened.contains(notice)).toBe(true)
      await waitFor(() => expect(within(reopened).getByRole('button', { name: 'Confirm' })).toBeEnabled())
      // No outcome view behind it, and the run store holds no half run: idle, nothing persisted.
      expect(screen.queryByRole('heading', { name: 'You declined in your wallet' })).toBeNull()
      expect(localStorage.getItem('ferry:http://service.test:execution') ?? '').not.toContain('USER_REJECTED')
    }
    const sends = host.events.filter((event) => event.type === 'execution-started')
    expect(sends).toHaveLength(2)

    // Cancel drops the notice: the next review opens without it.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Review transfer' })).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    const fresh = await screen.findByRole('dialog', { name: 'Review transfer' })
    expect(within(fresh).queryByRole('alert')).toBeNull()
  })
})

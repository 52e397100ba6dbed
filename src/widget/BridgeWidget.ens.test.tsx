// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VENUE_CHAIN_ID } from '../core/index'
import { setUpWidgetDom } from './test/environment'
import { ensTransport } from './test/ensTransport'
import { OTHER, renderWidget } from './test/host'

setUpWidgetDom()

const mainButton = () => screen.getByRole('button', { name: /^(Connect wallet|Enter an amount|Check|Getting a quote|Review)/ })
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const short = `${OTHER.slice(0, 6)}…${OTHER.slice(-4)}`

/** A connected widget with an amount and "Send to another address" open, the name typed in it. */
async function typeRecipient(host: ReturnType<typeof renderWidget>, name: string) {
  await host.connectWallet()
  type(screen.getByRole('textbox', { name: 'Amount to pay in ETH' }), '1')
  fireEvent.click(screen.getByRole('button', { name: 'Send to another address' }))
  const field = screen.getByRole('textbox', { name: 'Recipient address' })
  type(field, name)
  return field
}

describe('BridgeWidget: an ENS name as the recipient', () => {
  it('resolves on mainnet: "Looking up" with Review unavailable, then the address under the field, the quote for that address, and the review shows name and address', async () => {
    const ens = ensTransport({ 'alice.eth': OTHER }, { hold: true })
    const host = renderWidget({ mainnetTransport: ens.transport })
    const field = await typeRecipient(host, 'alice.eth')
    expect((await screen.findByText('Looking up alice.eth…')).getAttribute('role')).toBe('status')
    expect(mainButton().textContent).toBe('Check the recipient')
    // While it resolves, no quote names anyone: the one asked before the name was typed goes to the account.
    expect(host.quotes().every((quote) => quote.recipient === undefined)).toBe(true)

    ens.release()
    const resolved = await screen.findByText(/^Resolves to/)
    expect(resolved.textContent).toBe(`Resolves to ${short}`)
    expect(field.getAttribute('aria-describedby')).toContain(resolved.id)
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ recipient: OTHER }))
    expect(host.quotes().some((quote) => quote.recipient === 'alice.eth')).toBe(false)
    await waitFor(() => expect(mainButton().textContent).toBe('Review'))

    fireEvent.click(mainButton())
    const dialog = await screen.findByRole('dialog', { name: 'Review transfer' })
    const row = within(dialog).getByText('Recipient').closest('.ferry-row')!
    expect(row.querySelector('.ferry-review__recipient-short')!.textContent).toBe(`alice.eth${short}`)
    expect(within(dialog).getByText(OTHER, { selector: 'code' })).toBeTruthy()
  })

  it('a name with no address: "No address found for <name>", no quote for it, Review unavailable', async () => {
    const host = renderWidget({ mainnetTransport: ensTransport({ 'alice.eth': OTHER }).transport })
    await typeRecipient(host, 'nobody.eth')
    expect((await screen.findByRole('alert')).textContent).toBe('No address found for nobody.eth.')
    expect(mainButton().textContent).toBe('Check the recipient')
    expect(host.quotes().every((quote) => quote.recipient === undefined)).toBe(true)
  })

  it('without mainnet in the host wagmi config: the field says names cannot be resolved here', async () => {
    const host = renderWidget()
    await typeRecipient(host, 'alice.eth')
    expect((await screen.findByRole('alert')).textContent).toBe('Names cannot be resolved here: paste an address.')
    expect(mainButton().textContent).toBe('Check the recipient')
  })

  it('the venue account takes a name too: the deposit is quoted for the address it resolves to', async () => {
    const host = renderWidget({ mainnetTransport: ensTransport({ 'alice.eth': OTHER }).transport, defaultMode: 'venue-deposit' })
    await host.connectWallet()
    type(screen.getByRole('textbox', { name: /^Amount to pay in/ }), '25')
    type(screen.getByRole('textbox', { name: 'Venue account' }), 'alice.eth')
    await screen.findByText(/^Resolves to/)
    await waitFor(() => expect(host.quotes().at(-1)).toMatchObject({ destinationChainId: VENUE_CHAIN_ID, recipient: OTHER }))
  })
})

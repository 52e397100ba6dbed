// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadParts } from './lazy'
import { deLabels } from './i18n/test/deLabels'
import { setUpWidgetDom } from './test/environment'
import { renderWidget } from './test/host'

// The locale files are the translators'; these tests load a fixture of their own for German.
vi.mock('./i18n/importLabels', () => ({
  importLabels: async (locale: string) => {
    if (locale === 'de') return deLabels
    throw new Error(`no labels for ${locale} in this test`)
  },
}))

setUpWidgetDom()

const root = (host: ReturnType<typeof renderWidget>) => host.view.container.querySelector<HTMLElement>('.ferry-widget')!

// A locale loads with the widget's later parts (one module): loaded here first, as after the
// widget's idle preload, so that no test waits on transforming that module graph cold.
beforeAll(() => loadParts(), 60_000)

describe('BridgeWidget in a locale', () => {
  it('shows German with locale="de", in the form and in a part that loads later (the review)', async () => {
    const host = renderWidget({ locale: 'de' })
    await waitFor(() => expect(root(host).lang).toBe('de'))
    expect(root(host).dir).toBe('ltr')
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Sie zahlen' })).toBeTruthy()
    await host.connectWallet()
    fireEvent.change(screen.getByRole('textbox', { name: 'Zu zahlender Betrag in ETH' }), { target: { value: '0.5' } })
    const review = await screen.findByRole('button', { name: 'Prüfen' })
    await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(review)
    const dialog = await screen.findByRole('dialog', { name: 'Überweisung prüfen' })
    expect(within(dialog).getByRole('button', { name: 'Bestätigen' })).toBeTruthy()
    expect(within(dialog).getByText('Ihre Wallet fragt einmal')).toBeTruthy()
    // What the locale does not translate stays English.
    expect(within(dialog).getByText('Recipient')).toBeTruthy()
  }, 15_000)

  it('lets a host’s labels win over the locale’s, key by key', async () => {
    const host = renderWidget({ locale: 'de', labels: { button: { connectWallet: 'Verbinden!' } } })
    await waitFor(() => expect(root(host).lang).toBe('de'))
    expect(screen.getByRole('button', { name: 'Verbinden!' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Sie zahlen' })).toBeTruthy()
  })

  it('stays in English, whole, when a locale cannot be loaded', async () => {
    const host = renderWidget({ locale: 'fr' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root(host).lang).toBe('en')
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy()
  })
})

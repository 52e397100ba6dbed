// @vitest-environment jsdom
import { useDirection } from '@radix-ui/react-direction'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadParts } from '../lazy'
import { useWidgetLabels } from '../context'
import { useWidgetLocale, type WidgetLocale } from '../i18n/locale'
import { defaultLabels, type WidgetLabelOverrides } from '../labels/widgetLabels'
import { WidgetRoot } from './WidgetRoot'

// Each locale's labels arrive when the test says so.
const arrivals = new Map<string, (labels: WidgetLabelOverrides) => void>()
vi.mock('../i18n/importLabels', () => ({
  importLabels: (locale: string) => new Promise<WidgetLabelOverrides>((resolve) => arrivals.set(locale, resolve)),
}))
// Every group, as in a compiled locale, so that the host's labels are laid over each.
const everyGroup = Object.fromEntries(Object.keys(defaultLabels).map((group) => [group, {}]))
const arrive = (locale: WidgetLocale, labels: WidgetLabelOverrides) => act(async () => arrivals.get(locale)!({ ...everyGroup, ...labels }))

function Probe() {
  const labels = useWidgetLabels()
  return (
    <p>
      {useWidgetLocale()}: {labels.button.connectWallet} / {labels.form.pay}
    </p>
  )
}
/** The direction Radix's parts read (their arrow keys mirror with it). */
function RadixDirection() {
  return <output aria-label="Radix direction">{useDirection()}</output>
}
const radixDirection = () => screen.getByRole('status', { name: 'Radix direction' }).textContent

// The first locale loads its loader through a dynamic import, which vitest transforms on demand.
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000 })
const shown = () => screen.getByRole('paragraph').textContent
const root = (view: ReturnType<typeof render>) => view.container.firstElementChild as HTMLElement

afterEach(cleanup)

// A locale loads with the widget's later parts (one module): loaded here first, as after the
// widget's idle preload, so that no test waits on transforming that module graph cold.
beforeAll(() => loadParts(), 60_000)

describe('WidgetRoot: the locale', () => {
  it('is English without a locale (jsdom’s browser language), with lang and dir on the root', () => {
    const view = render(<WidgetRoot><Probe /></WidgetRoot>)
    expect(shown()).toBe('en: Connect wallet / You pay')
    expect(root(view).lang).toBe('en')
    expect(root(view).dir).toBe('ltr')
  })

  it('holds English until the locale’s labels arrive, then switches strings, lang and the locale context together', async () => {
    const view = render(<WidgetRoot locale="es-MX"><Probe /></WidgetRoot>)
    await waitFor(() => expect(arrivals.has('es')).toBe(true))
    expect(shown()).toBe('en: Connect wallet / You pay')
    expect(root(view).lang).toBe('en')
    await arrive('es', { button: { connectWallet: 'Conectar billetera' } })
    expect(shown()).toBe('es: Conectar billetera / You pay')
    expect(root(view).lang).toBe('es')
  })

  it('lays Arabic out right to left once it is shown', async () => {
    const view = render(<WidgetRoot locale="ar"><Probe /><RadixDirection /></WidgetRoot>)
    await waitFor(() => expect(arrivals.has('ar')).toBe(true))
    expect(root(view).dir).toBe('ltr')
    expect(radixDirection()).toBe('ltr')
    await arrive('ar', { form: { pay: 'تدفع' } })
    expect(root(view).dir).toBe('rtl')
    expect(radixDirection()).toBe('rtl')
    expect(shown()).toBe('ar: Connect wallet / تدفع')
  })

  it('keeps showing the previous locale while the next one loads, and a loaded locale at once on the next mount', async () => {
    const view = render(<WidgetRoot locale="es-MX"><Probe /></WidgetRoot>)
    await waitFor(() => expect(shown()).toBe('es: Conectar billetera / You pay'))
    view.rerender(<WidgetRoot locale="it"><Probe /></WidgetRoot>)
    await waitFor(() => expect(arrivals.has('it')).toBe(true))
    expect(shown()).toBe('es: Conectar billetera / You pay')
    await arrive('it', { button: { connectWallet: 'Connetti il wallet' } })
    expect(shown()).toBe('it: Connetti il wallet / You pay')
    view.unmount()
    render(<WidgetRoot locale="es-MX"><Probe /></WidgetRoot>)
    expect(shown()).toBe('es: Conectar billetera / You pay')
  })

  it('follows the browser’s languages without a locale: its first shipped one', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('nl-NL')
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-NL', 'ko-KR', 'en'])
    const view = render(<WidgetRoot><Probe /></WidgetRoot>)
    await waitFor(() => expect(arrivals.has('ko')).toBe(true))
    await arrive('ko', { button: { connectWallet: '지갑 연결' } })
    expect(shown()).toBe('ko: 지갑 연결 / You pay')
    expect(root(view).lang).toBe('ko')
    vi.restoreAllMocks()
  })

  it('tells Radix a dir the host gives (ltr or rtl) over the locale’s, and keeps any other on the root only', () => {
    const view = render(<WidgetRoot dir="rtl"><RadixDirection /></WidgetRoot>)
    expect(root(view).dir).toBe('rtl')
    expect(radixDirection()).toBe('rtl')
    view.rerender(<WidgetRoot dir="auto"><RadixDirection /></WidgetRoot>)
    expect(root(view).getAttribute('dir')).toBe('auto')
    expect(radixDirection()).toBe('ltr')
  })

  it('lets the host’s labels win over the locale’s, key by key', () => {
    render(<WidgetRoot locale="es-MX" labels={{ form: { pay: 'Pagas' } }}><Probe /></WidgetRoot>)
    expect(shown()).toBe('es: Conectar billetera / Pagas')
  })
})

// @vitest-environment jsdom
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../core/index'
import type { ExecutionState } from '../../react/index'
import { WidgetRoot } from '../layout/WidgetRoot'
import { OutcomeView } from '../outcome/OutcomeView'
import { ProgressView } from '../progress/ProgressView'
import { batchedRecords, bridgeExecution, DEPOSIT_TX, erc20Quote, FILL_TX, REFUND_TX, withRecords } from '../test/quotes'
import type { WidgetLabels } from '../labels/widgetLabels'
import { setUpWidgetDom } from '../test/environment'
import { chains, renderWidget } from '../test/host'
import { en, type Messages } from './englishMessages'

setUpWidgetDom()

// Read from the repository's root (the jsdom environment gives this module no file: URL).
const locales = readdirSync(join(process.cwd(), 'src/widget/i18n/messages'))
  .filter((file) => /^[\w-]+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
const files: Record<string, { default: Messages }> = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [`./messages/${locale}.ts`, (await import(`./messages/${locale}.ts`)) as { default: Messages }] as const)),
)
// Each locale's labels, as the widget loads them: compiled from its messages at build time.
const compiled: Record<string, { default: WidgetLabels }> = Object.fromEntries(
  await Promise.all(locales.map(async (locale) => [`./locales/${locale}.ts`, (await import(`./locales/${locale}.ts`)) as { default: WidgetLabels }] as const)),
)

/**
 * The English the locale words otherwise: messages without arguments, of two words or more, or one
 * word of five letters or more, that no message of the locale holds as it is (a word a language
 * keeps, like "Bridge", is no leftover; nor is a name the host gives, like its chains').
 */
function translatedEnglish(messages: Messages): string[] {
  const own = Object.values(messages).join('\n')
  // The host's own names (its chains: "Venue") are the host's words, shown as given.
  const hostNames = new Set(chains.map((chain) => chain.name))
  return Object.entries(en)
    .filter(([key, text]) => !/[{}]/.test(text) && messages[key] !== text && (text.includes(' ') || text.length >= 5) && !own.includes(text) && !hostNames.has(text))
    .map(([, text]) => text)
}

/** What a person reads or hears: the text, and the names and hints in attributes. */
function shown(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [aria-description]')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'aria-description'].map((name) => element.getAttribute(name) ?? ''),
  )
  return [document.body.textContent ?? '', ...attributes].join('\n')
}

describe('every locale, rendered', () => {
  it('ships a message file for every locale but English', () => {
    expect(locales.length).toBeGreaterThan(0)
  })

  it.each(locales)('%s: the form before and after connecting, the picker and the review show none of the English it translates', async (locale) => {
    const messages = files[`./messages/${locale}.ts`]!.default
    const labels = compiled[`./locales/${locale}.ts`]!.default
    const leftovers = translatedEnglish(messages)
    const expectNoEnglish = (where: string) => {
      const text = shown()
      expect(
        leftovers.filter((english) => text.includes(english)),
        `English left in ${where}`,
      ).toEqual([])
    }
    const host = renderWidget({ locale })
    await waitFor(() => expect(host.view.container.querySelector('.ferry-widget')?.getAttribute('lang')).toBe(locale))
    expectNoEnglish('the form')
    await host.connectWallet()
    const trigger = screen.getAllByRole('button').find((button) => button.getAttribute('aria-haspopup') === 'dialog' && (button.textContent ?? '').includes('ETH'))
    if (trigger) {
      fireEvent.click(trigger)
      await screen.findByRole('dialog', { name: labels.picker.titleOrigin })
      expectNoEnglish('the picker')
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    fireEvent.change(screen.getByRole('textbox', { name: labels.form.amountInput(true, 'ETH') }), { target: { value: '0.5' } })
    const review = await screen.findByRole('button', { name: labels.button.review })
    await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(false))
    expectNoEnglish('the connected form with a quote')
    fireEvent.click(review)
    await screen.findByRole('dialog', { name: labels.review.title })
    expectNoEnglish('the review')
  })

  /** The run's states and its outcomes, as the widget shows them after the review. */
  const runStates: Array<[string, ReactElement]> = [
    ['the run at the wallet', <ProgressView state={bridgeExecution({ phase: 'awaiting-wallet', inTxHashes: [], quote: withRecords(erc20Quote(), [{ status: 'waiting-for-wallet' }, { status: 'incomplete' }]) })} />],
    ['a batch confirming', <ProgressView atomic="supported" state={bridgeExecution({ phase: 'confirming', quote: batchedRecords('confirming') })} />],
    ['the run at the service', <ProgressView state={bridgeExecution({ phase: 'polling', status: { status: 'pending', inTxHashes: [DEPOSIT_TX], txHashes: [] } })} />],
    ['a success', <OutcomeView onReset={() => undefined} state={bridgeExecution({ phase: 'success', status: { status: 'success', inTxHashes: [DEPOSIT_TX], txHashes: [FILL_TX] }, txHashes: [FILL_TX], endedAt: 3_000 })} />],
    ['a refund', <OutcomeView onReset={() => undefined} state={bridgeExecution({ phase: 'refund', status: { status: 'refund', inTxHashes: [DEPOSIT_TX], txHashes: [REFUND_TX] }, txHashes: [REFUND_TX], endedAt: 3_000 })} />],
    ['a declined prompt', <OutcomeView onReset={() => undefined} onRetry={() => undefined} state={{ phase: 'error', quote: withRecords(erc20Quote(), [{ status: 'failed' }, { status: 'incomplete' }]), inTxHashes: [], txHashes: [], error: new UserRejectedError({}), endedAt: 3_000 } satisfies ExecutionState} />],
  ]

  it.each(locales)('%s: the run (at the wallet, a batch confirming, at the service) and its outcomes (success, refund, declined) show none of the English it translates', async (locale) => {
    const messages = files[`./messages/${locale}.ts`]!.default
    const leftovers = translatedEnglish(messages)
    for (const [where, part] of runStates) {
      const view = render(<WidgetRoot locale={locale}>{part}</WidgetRoot>)
      await waitFor(() => expect(view.container.querySelector('.ferry-widget')?.getAttribute('lang')).toBe(locale))
      const text = shown()
      expect(
        leftovers.filter((english) => text.includes(english)),
        `English left in ${where}`,
      ).toEqual([])
      cleanup()
    }
  })
})

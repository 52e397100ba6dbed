// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { WidgetLabels } from '../labels/widgetLabels'
import { setUpWidgetDom } from '../test/environment'
import { chains, renderWidget } from '../test/host'
import { compileMessages } from './compile'
import { en, type Messages } from './messages/en'

setUpWidgetDom()

const files = import.meta.glob<{ default: Messages }>('./messages/*.ts', { eager: true })
const locales = Object.keys(files)
  .map((path) => /\/([^/]+)\.ts$/.exec(path)![1]!)
  .filter((locale) => locale !== 'en')

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
    const labels = compileMessages(messages, locale) as WidgetLabels
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
})

import { useEffect, useState } from 'react'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetLocale } from './locale'

// Per page, not per widget: a locale's compiled labels are the same for every instance and never change once made.
const compiled = new Map<WidgetLocale, WidgetLabelOverrides>()
const loading = new Map<WidgetLocale, Promise<void>>()

function load(locale: Exclude<WidgetLocale, 'en'>): Promise<void> {
  let promise = loading.get(locale)
  if (!promise) {
    // The compiler and the messages load after the form: English is all the first load carries.
    promise = import('./loadLocale').then(async ({ loadLocaleLabels }) => {
      compiled.set(locale, await loadLocaleLabels(locale))
    })
    // A failed download (offline for a moment) is tried again when the locale is next asked for.
    promise.catch(() => loading.delete(locale))
    loading.set(locale, promise)
  }
  return promise
}

export interface ShownLocale {
  locale: WidgetLocale
  /** Its labels, to lay over English (none for English). */
  labels: WidgetLabelOverrides | undefined
}

/**
 * The locale the widget shows for the one asked: that one at once when it is English or already
 * loaded; else the one shown so far (English at first) until its messages arrive, and then strings,
 * number formats, `lang` and `dir` switch together. A locale that fails to load leaves the widget as
 * it was, in a language it has whole, never half translated.
 */
export function useShownLocale(requested: WidgetLocale): ShownLocale {
  const [held, setHeld] = useState<WidgetLocale>('en')
  const ready = requested === 'en' || compiled.has(requested)
  useEffect(() => {
    let live = true
    ;(requested === 'en' ? Promise.resolve() : load(requested)).then(
      () => live && setHeld(requested),
      () => {
        // Stays in the locale it shows (see above); nothing for the user to do.
      },
    )
    return () => {
      live = false
    }
  }, [requested])
  const locale = ready ? requested : held
  return { locale, labels: locale === 'en' ? undefined : compiled.get(locale) }
}

import { useEffect, useState } from 'react'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetLocale } from './locale'

export interface ShownLocale {
  locale: WidgetLocale
  /** Its labels, to lay over English (none for English). */
  labels: WidgetLabelOverrides | undefined
}

const ENGLISH: ShownLocale = { locale: 'en', labels: undefined }

// Per page, not per widget, by the tag asked ('' for the browser's languages): a locale once loaded
// (the same for every instance, never changed), or its load under way.
const locales = new Map<string, ShownLocale | Promise<ShownLocale>>()

function load(key: string, asked: string | undefined): Promise<ShownLocale> {
  // Which locale, its messages and their compiler load after the form: the first load knows English only.
  const loading = import('./loadLocale').then(({ loadLocale }) => loadLocale(asked))
  locales.set(key, loading)
  // A failed download (offline for a moment) is tried again when the locale is next asked for.
  loading.then((locale) => locales.set(key, locale), () => locales.delete(key))
  return loading
}

/**
 * The locale the widget shows for the tag asked (`locale`, else the browser's languages, see
 * ./resolveLocale): English, or a locale loaded before, at once; else the one shown so far (English
 * at first) until its messages arrive, and then strings, number formats, `lang` and `dir` switch
 * together. A locale that fails to load leaves the widget as it was, in a language it has whole.
 */
export function useShownLocale(asked: string | undefined): ShownLocale {
  const [held, setHeld] = useState(ENGLISH)
  const key = asked ?? ''
  // English needs nothing loaded: asked for, or (none asked) the browser's first language.
  const known = /^en(-|$)/i.test(asked ?? globalThis.navigator?.language ?? 'en') ? ENGLISH : locales.get(key)
  useEffect(() => {
    let live = true
    Promise.resolve(known ?? load(key, asked)).then(
      (next) => live && setHeld(next),
      () => {
        // Stays in the locale it shows (see above); nothing for the user to do.
      },
    )
    return () => {
      live = false
    }
  }, [known, key, asked])
  return known && !(known instanceof Promise) ? known : held
}

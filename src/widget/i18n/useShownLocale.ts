import { useEffect, useState } from 'react'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetLocale } from './locale'

export interface ShownLocale {
  locale: WidgetLocale
  /** Its labels, to lay over English (none for English). */
  labels: WidgetLabelOverrides | undefined
}

const ENGLISH: ShownLocale = { locale: 'en', labels: undefined }

// Per page, not per widget, by the tag asked for ('' for the browser's languages): a locale's
// labels are the same for every instance and never change once made.
const shown = new Map<string, ShownLocale>()
const loading = new Map<string, Promise<ShownLocale>>()

function load(asked: string | undefined): Promise<ShownLocale> {
  const key = asked ?? ''
  let promise = loading.get(key)
  if (!promise) {
    // Which locale, its messages and their compiler load after the form: the first load knows English only.
    promise = import('./loadLocale').then(async ({ loadLocale }) => {
      const locale = await loadLocale(asked)
      shown.set(key, locale)
      return locale
    })
    // A failed download (offline for a moment) is tried again when the locale is next asked for.
    promise.catch(() => loading.delete(key))
    loading.set(key, promise)
  }
  return promise
}

/** English at once, with nothing to load: asked for, or (none asked) the browser's first language. */
const isEnglish = (asked: string | undefined) => /^en(-|$)/i.test(asked ?? (typeof navigator === 'undefined' ? 'en' : navigator.language))

/**
 * The locale the widget shows for the tag asked (`locale`, else the browser's languages, see
 * `resolveLocale`): English, or a locale loaded before, at once; else the one shown so far (English
 * at first) until its messages arrive, and then strings, number formats, `lang` and `dir` switch
 * together. A locale that fails to load leaves the widget as it was, in a language it has whole,
 * never half translated.
 */
export function useShownLocale(asked: string | undefined): ShownLocale {
  const [held, setHeld] = useState(ENGLISH)
  const english = isEnglish(asked)
  useEffect(() => {
    let live = true
    ;(english ? Promise.resolve(ENGLISH) : load(asked)).then(
      (next) => live && setHeld(next),
      () => {
        // Stays in the locale it shows (see above); nothing for the user to do.
      },
    )
    return () => {
      live = false
    }
  }, [asked, english])
  return english ? ENGLISH : (shown.get(asked ?? '') ?? held)
}

import { useEffect, useState } from 'react'
import { loadParts } from '../lazy'
import { ENGLISH, type ShownLocale } from './shownLocale'

// Per page, not per widget, by the tag asked ('' for the browser's languages): the locales loaded so
// far, the same for every instance. A failed load (offline for a moment) is not kept: the next ask tries again.
const loaded = new Map<string, ShownLocale>()

/**
 * The locale the widget shows for the tag asked (`locale`, else the browser's languages, see
 * ./resolveLocale): English, or a locale loaded before, at once; else the one shown so far (English
 * at first) until its messages and number marks arrive, and then strings, numbers, `lang` and `dir`
 * switch together. A locale that fails to load leaves the widget as it was, in a language it has whole.
 */
export function useShownLocale(asked: string | undefined): ShownLocale {
  const [held, setHeld] = useState(ENGLISH)
  const key = asked ?? ''
  // English needs nothing loaded: asked for, or (none asked) the browser's first language.
  const known = /^en(-|$)/i.test(asked ?? globalThis.navigator?.language ?? 'en') ? ENGLISH : loaded.get(key)
  // What is shown is held while the next locale asked for loads (React's adjust-during-render pattern).
  if (known && known !== held) setHeld(known)
  useEffect(() => {
    if (known) return
    let live = true
    // Which locale and its labels load after the form, with the widget's later parts (one file in the
    // app, fetched at idle anyway): the first load knows English only.
    loadParts()
      .then(({ loadLocale }) => loadLocale(asked))
      .then(
        (next) => {
          loaded.set(key, next)
          if (live) setHeld(next)
        },
        () => {
          // Stays in the locale it shows (see above); nothing for the user to do.
        },
      )
    return () => {
      live = false
    }
  }, [known, key, asked])
  return known ?? held
}

import { useContext } from 'react'
import { WidgetUiContext } from '../context'
import type { WidgetLocale } from './resolveLocale'

export type { WidgetLocale }

// Which locales are written right to left is its own module: the message compiler (build/messages) reads it too.
export { isRtlLocale } from './direction'

// The shipped list (WIDGET_LOCALES) and which of them a tag reads (resolveLocale) are in ./resolveLocale: only the
// lazily loaded locales need them, not the first load.

/** The locale the widget shows, for every part of a render (`WidgetRoot` provides it; English outside one). */
export const useWidgetLocale = (): WidgetLocale => useContext(WidgetUiContext).locale

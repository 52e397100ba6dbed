import { createContext, useContext } from 'react'

/** The languages the widget ships, by BCP 47 tag. English is in the first load; the others load when chosen. */
export const WIDGET_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'tr', 'ru', 'uk', 'zh-CN', 'ja', 'ko', 'vi', 'id', 'ar'] as const

export type WidgetLocale = (typeof WIDGET_LOCALES)[number]

/** Written right to left. */
const RTL: ReadonlySet<WidgetLocale> = new Set(['ar'])

export const isRtlLocale = (locale: WidgetLocale): boolean => RTL.has(locale)

// Which shipped locale a tag reads is ./resolveLocale: only the lazily loaded locales need it, not the first load.

/** The locale the widget shows, for every part of a render (`WidgetRoot` provides it; English outside one). */
export const WidgetLocaleContext = createContext<WidgetLocale>('en')

export const useWidgetLocale = (): WidgetLocale => useContext(WidgetLocaleContext)

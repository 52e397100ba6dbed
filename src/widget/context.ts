import { createContext, useContext } from 'react'
import type { WidgetLocale } from './i18n/resolveLocale'
import { widgetLabels } from './labels/registry'
import type { WidgetLabelOverrides, WidgetLabels } from './labels/widgetLabels'

export interface WidgetUiContextValue {
  /** The host's strings (`WidgetRoot`'s `labels`), laid over the English defaults when read. */
  overrides: WidgetLabelOverrides | undefined
  /** The widget's root element: dialogs and popovers portal into it, so they keep its theme. */
  container: HTMLElement | null
  /** The locale shown, for the number formatters (`useWidgetLocale`). */
  locale: WidgetLocale
}

/** Per widget instance (a provider value, never a module-level store); English outside a `WidgetRoot`. */
export const WidgetUiContext = createContext<WidgetUiContextValue>({ overrides: undefined, container: null, locale: 'en' })

/**
 * The labels of the `WidgetRoot` above (its defaults with the host's overrides). A module that
 * loads after the form takes it from ../lazyLabels instead, which brings its groups' English.
 */
export const useWidgetLabels = (): WidgetLabels => widgetLabels(useContext(WidgetUiContext).overrides)
export const usePortalContainer = (): HTMLElement | null => useContext(WidgetUiContext).container

import { createContext, useContext } from 'react'
import { defaultLabels, type WidgetLabels } from './labels/widgetLabels'

export interface WidgetUiContextValue {
  labels: WidgetLabels
  /** The widget's root element: dialogs and popovers portal into it, so they keep its theme. */
  container: HTMLElement | null
}

/** Per widget instance (a provider value, never a module-level store); English outside a `WidgetRoot`. */
export const WidgetUiContext = createContext<WidgetUiContextValue>({ labels: defaultLabels, container: null })

/** The labels of the `WidgetRoot` above (its defaults with the host's overrides). */
export const useWidgetLabels = (): WidgetLabels => useContext(WidgetUiContext).labels
export const usePortalContainer = (): HTMLElement | null => useContext(WidgetUiContext).container

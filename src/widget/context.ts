import { createContext, useContext } from 'react'
import { defaultLabels, type WidgetLabels } from './labels'

export interface WidgetUiContextValue {
  labels: WidgetLabels
  /** The widget's root element: dialogs and popovers portal into it, so they keep its theme. */
  container: HTMLElement | null
}

/** Per widget instance (a provider value, never a module-level store). */
export const WidgetUiContext = createContext<WidgetUiContextValue>({ labels: defaultLabels, container: null })

export const useWidgetLabels = (): WidgetLabels => useContext(WidgetUiContext).labels
export const usePortalContainer = (): HTMLElement | null => useContext(WidgetUiContext).container

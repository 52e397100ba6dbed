import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetLocale } from './resolveLocale'

/** The locale the widget shows, and its labels. */
export interface ShownLocale {
  locale: WidgetLocale
  /** Its labels, to lay over English (none for English). */
  labels: WidgetLabelOverrides | undefined
}

export const ENGLISH: ShownLocale = { locale: 'en', labels: undefined }

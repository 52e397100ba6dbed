import { compileMessages } from './compile'
import { importMessages } from './importMessages'
import { resolveLocale } from './resolveLocale'
import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import type { WidgetLocale } from './locale'

export interface ShownLocale {
  locale: WidgetLocale
  /** Its labels, to lay over English (none for English). */
  labels: WidgetLabelOverrides | undefined
}

/**
 * The shipped locale for a tag (or the browser's languages) and its labels, compiled from its
 * messages: loaded with `import()` when a language other than English may be wanted. Numbers need
 * nothing loaded: the formatters write them with `Intl.NumberFormat` in the locale they are given.
 */
export async function loadLocale(asked: string | undefined): Promise<ShownLocale> {
  const locale = resolveLocale(asked)
  if (locale === 'en') return { locale, labels: undefined }
  const messages = await importMessages(locale)
  return { locale, labels: compileMessages(messages, locale) }
}

import type { WidgetLabelOverrides } from '../labels/widgetLabels'
import { compileMessages } from './compile'
import { importMessages } from './importMessages'
import type { WidgetLocale } from './locale'

/** A locale's labels, compiled from its messages: loaded with `import()` when a locale other than English is chosen. */
export async function loadLocaleLabels(locale: Exclude<WidgetLocale, 'en'>): Promise<WidgetLabelOverrides> {
  return compileMessages(await importMessages(locale), locale)
}

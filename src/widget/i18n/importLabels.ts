import type { WidgetLabels } from '../labels/widgetLabels'
import type { WidgetLocale } from './resolveLocale'

/**
 * A locale's labels, compiled from its messages at build time (./locales/, scripts/compile-messages.mjs),
 * each its own chunk (`locale-<tag>`, vite.config.ts): the bundler turns this one `import()` into a
 * map with an `import()` per file of locales/, so only the chosen locale is ever fetched.
 */
export async function importLabels(locale: Exclude<WidgetLocale, 'en'>): Promise<WidgetLabels> {
  const file = (await import(`./locales/${locale}.ts`)) as { default: WidgetLabels }
  return file.default
}

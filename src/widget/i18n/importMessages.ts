import type { WidgetLocale } from './locale'
import type { Messages } from './englishMessages'

/**
 * A locale's message file, each its own chunk (`locale-<tag>`, vite.config.ts): the bundler turns
 * this one `import()` into a map with an `import()` per file of messages/, so a file a translator
 * adds is loadable as it lands, and only the chosen locale is ever fetched.
 */
export async function importMessages(locale: Exclude<WidgetLocale, 'en'>): Promise<Messages> {
  const file = (await import(`./messages/${locale}.ts`)) as { default: Messages }
  return file.default
}

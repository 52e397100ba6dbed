import { importLabels } from './importLabels'
import { resolveLocale } from './resolveLocale'
import { ENGLISH, type ShownLocale } from './shownLocale'

/**
 * The shipped locale for a tag (or the browser's languages) and its labels, compiled at build time:
 * loaded with `import()` when a language other than English may be wanted. Numbers need nothing
 * loaded: the formatters write them with `Intl.NumberFormat` in the locale they are given.
 */
export async function loadLocale(asked: string | undefined): Promise<ShownLocale> {
  const locale = resolveLocale(asked)
  if (locale === 'en') return ENGLISH
  return { locale, labels: await importLabels(locale) }
}

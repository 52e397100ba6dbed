import { learnNumberMarks } from '../display/numberMarksIntl'
import { importLabels } from './importLabels'
import { resolveLocale } from './resolveLocale'
import { ENGLISH, type ShownLocale } from './shownLocale'

/**
 * The shipped locale for a tag (or the browser's languages) and its labels, compiled at build time,
 * with its number marks learnt: loaded with `import()` when a language other than English may be
 * wanted, so that strings and numbers switch together.
 */
export async function loadLocale(asked: string | undefined): Promise<ShownLocale> {
  const locale = resolveLocale(asked)
  if (locale === 'en') return ENGLISH
  const labels = await importLabels(locale)
  learnNumberMarks(locale)
  return { locale, labels }
}

import { compileMessages } from './compile'
import { importMessages } from './importMessages'
import { resolveLocale } from './resolveLocale'
import type { ShownLocale } from './useShownLocale'

/**
 * The shipped locale for a tag (or the browser's languages) and its labels, compiled from its
 * messages: loaded with `import()` when a language other than English may be wanted.
 */
export async function loadLocale(asked: string | undefined): Promise<ShownLocale> {
  const locale = resolveLocale(asked)
  return { locale, labels: locale === 'en' ? undefined : compileMessages(await importMessages(locale), locale) }
}

/** The languages the widget ships, by BCP 47 tag. English is in the first load; the others load when chosen. */
export const WIDGET_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'tr', 'ru', 'uk', 'zh-CN', 'ja', 'ko', 'vi', 'id', 'ar'] as const

export type WidgetLocale = (typeof WIDGET_LOCALES)[number]

/**
 * The shipped locale for what was asked (the widget's `locale`), else for the browser's languages
 * in order, else English: an exact tag first (`pt-BR`), then its language (`pt-PT` and `pt` read
 * `pt-BR`, `zh-TW` reads `zh-CN`), case-insensitively.
 */
export function resolveLocale(requested: string | undefined, preferred: readonly string[] = browserLanguages()): WidgetLocale {
  for (const tag of requested ? [requested] : preferred) {
    const found = matchLocale(tag)
    if (found) return found
  }
  return 'en'
}

function matchLocale(tag: string): WidgetLocale | undefined {
  const lower = tag.toLowerCase()
  const exact = WIDGET_LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  return WIDGET_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

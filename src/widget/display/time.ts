// Dates and "2 min ago" in the widget's locale, through Intl. English keeps its label
// (`history.timeAgo`) and the browser's own date format, as before locales.

/**
 * How long ago, from whole seconds, in the locale's short words, rounded as the English label
 * rounds: now below 45 s, then minutes, hours, days (`vor 2 Min.`, `hier`, `منذ ساعتين`).
 */
export function timeAgoIn(locale: string, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' })
  if (seconds < 45) return format.format(0, 'second')
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return format.format(-minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 24) return format.format(-hours, 'hour')
  return format.format(-Math.round(hours / 24), 'day')
}

/** A date and time in full for people, in the locale (English: the browser's own format). */
export function dateTimeIn(locale: string, ms: number): string {
  if (locale === 'en') return new Date(ms).toLocaleString()
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
}

// How long ago and when, for the history: the rounding of "2 min ago" (one rule for English and
// every locale's message), and dates through Intl.

export interface Age {
  unit: 'now' | 'minute' | 'hour' | 'day'
  /** Whole units, rounded; 0 for `now`. */
  count: number
}

/** How long ago, from whole seconds, in the unit people say it in: now below 45 s, then minutes, hours, days. */
export function ageOf(seconds: number): Age {
  if (seconds < 45) return { unit: 'now', count: 0 }
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return { unit: 'minute', count: minutes }
  const hours = Math.round(minutes / 60)
  if (hours < 24) return { unit: 'hour', count: hours }
  return { unit: 'day', count: Math.round(hours / 24) }
}

/** A date and time in full for people, in the locale (English: the browser's own format). */
export function dateTimeIn(locale: string, ms: number): string {
  if (locale === 'en') return new Date(ms).toLocaleString()
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)
}

/** A time of day for people, to the minute (`11:32`, `11:32 AM`), in the locale. */
export function timeOfDayIn(locale: string | undefined, ms: number): string {
  return new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, { timeStyle: 'short' }).format(ms)
}

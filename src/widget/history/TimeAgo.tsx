import type { ReactElement } from 'react'
import { timeAgoIn } from '../display/time'
import { useWidgetLocale } from '../i18n/locale'
import { historyLabels } from '../labels/history'
import { useWidgetLabels } from '../lazyLabels'
import { useNow } from '../useNow'

export interface TimeAgoProps {
  /** ms since the epoch. */
  at: number
  /** The full date and time, shown on hover. */
  formatTime: (ms: number) => string
}

/** Refreshes "2 min ago" on its own, so the list around it never re-renders for the clock. */
const REFRESH_MS = 30_000

/** How long ago `at` was, in words, with the exact time in its `title` and `dateTime`. */
export function TimeAgo({ at, formatTime }: TimeAgoProps): ReactElement {
  const { history } = useWidgetLabels()
  const locale = useWidgetLocale()
  const now = useNow({ intervalMs: REFRESH_MS })
  const seconds = Math.max(0, Math.floor((now - at) / 1_000))
  // The locale's words through Intl, unless the labels bring their own (a host's win).
  const ago = locale !== 'en' && history.timeAgo === historyLabels.timeAgo ? timeAgoIn(locale, seconds) : history.timeAgo(seconds)
  return (
    <time className="ferry-history__time" dateTime={new Date(at).toISOString()} title={formatTime(at)}>
      {ago}
    </time>
  )
}

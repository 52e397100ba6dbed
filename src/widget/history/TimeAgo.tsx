import type { ReactElement } from 'react'
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
  const now = useNow({ intervalMs: REFRESH_MS })
  const seconds = Math.max(0, Math.floor((now - at) / 1_000))
  // English, the locale's message or the host's words: the labels hold whichever wins.
  const ago = history.timeAgo(seconds)
  return (
    <time className="ferry-history__time" dateTime={new Date(at).toISOString()} title={formatTime(at)}>
      {ago}
    </time>
  )
}

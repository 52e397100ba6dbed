import type { ReactElement } from 'react'
import { useNow } from '../useNow'
import { useWidgetLabels } from '../lazyLabels'

export interface ElapsedTimerProps {
  /** When the run started (ms since the epoch). */
  startedAt: number
  /** When it ended: the timer stops there. */
  endedAt?: number | undefined
  /** The quote's `timeEstimate`, in seconds: a countdown beside the elapsed time. */
  estimateSeconds?: number | undefined
}

const TICK_MS = 1_000

/**
 * Elapsed time and what is left of the estimate, ticking once a second on its own state: only
 * this line re-renders, never the panel around it. A `timer` role, which is not announced.
 */
export function ElapsedTimer({ startedAt, endedAt, estimateSeconds }: ElapsedTimerProps): ReactElement {
  const { progress: labels } = useWidgetLabels()
  const running = endedAt === undefined
  const now = useNow({ intervalMs: TICK_MS, running })
  const elapsed = Math.max(0, Math.floor(((endedAt ?? now) - startedAt) / 1_000))
  const left = estimateSeconds === undefined ? undefined : Math.ceil(estimateSeconds) - elapsed
  return (
    <p className="ferry-timer" role="timer">
      <span className="ferry-timer__elapsed">{labels.elapsed(clock(elapsed))}</span>
      {left !== undefined && running && <span className="ferry-timer__left">{left > 0 ? labels.remaining(clock(left)) : labels.overdue}</span>}
    </p>
  )
}

/** Seconds as `m:ss`, or `h:mm:ss` from an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  const hours = Math.floor(s / 3_600)
  const minutes = Math.floor((s % 3_600) / 60)
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`
}

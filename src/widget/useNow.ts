import { useEffect, useState } from 'react'

export interface UseNowOptions {
  /** How often the time is read again. */
  intervalMs: number
  /** Whether it ticks; default true. */
  running?: boolean
  /** A value whose change starts the interval over (a new quote's age starts its own second). */
  restartOn?: unknown
}

/**
 * `Date.now()`, read again every `intervalMs` into the calling component's own state: a clock
 * lives in the small label that shows it, so a tick re-renders that label only.
 */
export function useNow({ intervalMs, running = true, restartOn }: UseNowOptions): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, running, restartOn])
  return now
}

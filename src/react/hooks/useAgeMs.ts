import { useEffect, useState } from 'react'

/**
 * Milliseconds since `since` (undefined without it), re-rendering once a second while there is
 * a `since`: enough for "updated 12 s ago" and never more often.
 */
export function useAgeMs(since: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (since === undefined) return
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [since])
  return since === undefined ? undefined : Math.max(0, now - since)
}

import { useEffect, useRef, useState } from 'react'

/**
 * Milliseconds since `since` (undefined without it), read through `read()`. The hook re-renders
 * once a second while there is a `since`, but only once `read()` has been called during a render:
 * a caller that never reads the age (a form showing the age in a label of its own) is not
 * re-rendered for it, as TanStack Query re-renders only for the result fields read.
 */
export function useTrackedAgeMs(since: number | undefined): { read(): number | undefined } {
  const [now, setNow] = useState(() => Date.now())
  const tracked = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  // Started after a render once the age has been read, and kept while `since` stays.
  useEffect(() => {
    if (since === undefined || !tracked.current || timer.current !== undefined) return
    timer.current = setInterval(() => setNow(Date.now()), 1_000)
  })
  useEffect(
    () => () => {
      clearInterval(timer.current)
      timer.current = undefined
    },
    [since],
  )

  return {
    read() {
      if (!tracked.current) {
        tracked.current = true
        // A render now, out of this one: the timer starts after it, even when the first read came
        // from outside a render (an event handler, a test), and a late reader sees the true age.
        queueMicrotask(() => setNow(Date.now()))
      }
      return since === undefined ? undefined : Math.max(0, now - since)
    },
  }
}

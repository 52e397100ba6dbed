import { useEffect, useRef, useState } from 'react'

/**
 * Milliseconds since `readSince()` (undefined without it), read through `read()`. The hook
 * re-renders once a second while there is a `since`, but only once `read()` has been called during
 * a render: a caller that never reads the age (a form showing the age in a label of its own) is not
 * re-rendered for it, as TanStack Query re-renders only for the result fields read. `readSince` is
 * called only after the age has been read, so what it reads is tracked only for a caller that
 * reads the age.
 */
export function useTrackedAgeMs(readSince: () => number | undefined): { read(): number | undefined } {
  const [now, setNow] = useState(() => Date.now())
  const tracked = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  // After each render once the age has been read: a timer while there is an age to show.
  useEffect(() => {
    if (!tracked.current) return
    const showing = readSince() !== undefined
    if (showing && timer.current === undefined) timer.current = setInterval(() => setNow(Date.now()), 1_000)
    if (!showing && timer.current !== undefined) {
      clearInterval(timer.current)
      timer.current = undefined
    }
  })
  useEffect(
    () => () => {
      clearInterval(timer.current)
      timer.current = undefined
    },
    [],
  )

  return {
    read() {
      if (!tracked.current) {
        tracked.current = true
        // A render now, out of this one: the timer starts after it, even when the first read came
        // from outside a render (an event handler, a test), and a late reader sees the true age.
        queueMicrotask(() => setNow(Date.now()))
      }
      const since = readSince()
      return since === undefined ? undefined : Math.max(0, now - since)
    },
  }
}

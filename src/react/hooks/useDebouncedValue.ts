import { useEffect, useState } from 'react'

export interface DebounceOptions<T> {
  /** When two values count as the same (a new object with equal fields need not restart the wait). Default `Object.is`. */
  isEqual?: (a: T, b: T) => boolean
  /** Values that settle at once, without waiting (e.g. a cleared input). */
  flushWhen?: (value: T) => boolean
}

/**
 * `value` once it has stopped changing for `delayMs`; until then, the last settled value.
 * Re-renders that pass an equal value do not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, { isEqual = Object.is, flushWhen }: DebounceOptions<T> = {}): T {
  const [latest, setLatest] = useState(value)
  const [settled, setSettled] = useState(value)
  // Derived state, adjusted during render (React's pattern for "state from props"): no extra commit.
  if (!isEqual(latest, value)) {
    setLatest(value)
    if (delayMs <= 0 || flushWhen?.(value)) setSettled(value)
  }
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest), delayMs)
    return () => clearTimeout(timer)
  }, [latest, delayMs])
  return settled
}

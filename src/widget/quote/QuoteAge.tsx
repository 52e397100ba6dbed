import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { useNow } from '../useNow'

export interface QuoteAgeProps {
  /** When the quote was fetched (`useQuote().quotedAt`, ms since the epoch). */
  quotedAt: number
  className?: string | undefined
}

/**
 * "Quoted 3 s ago". It owns its one-second timer, so the tick re-renders this label only, never
 * the form around it (the form reads `quotedAt`, which changes once per quote).
 */
export function QuoteAge({ quotedAt, className }: QuoteAgeProps): ReactElement {
  const { quote } = useWidgetLabels()
  // A newer quote reads 0 s (the age is never below zero) until the first tick.
  const now = useNow({ intervalMs: 1_000, restartOn: quotedAt })
  const seconds = Math.max(0, Math.floor((now - quotedAt) / 1_000))
  return <span className={['ferry-quote__age', className].filter(Boolean).join(' ')}>{quote.age(seconds)}</span>
}

import type { ReactElement } from 'react'

/** The chevron of a button that opens something below it (the quote's breakdown, a picker). Decorative. */
export function Chevron(): ReactElement {
  return (
    <svg className="ferry-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
}

import type { ReactElement, ReactNode } from 'react'

export interface ExplorerLinkProps {
  /** The transaction's page on its chain's explorer. */
  url: string
  /** The accessible name, when the visible text does not say which transaction it opens. */
  label?: string | undefined
  children: ReactNode
}

/** A link to a transaction's explorer page, in a new tab, marked as leaving the page. */
export function ExplorerLink({ url, label, children }: ExplorerLinkProps): ReactElement {
  return (
    <a className="ferry-explorer-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
      {/* Up and onwards: right to left, up and to the left (rtl.css), as platform "open" icons do. */}
      <svg className="ferry-rtl-mirror" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
    </a>
  )
}

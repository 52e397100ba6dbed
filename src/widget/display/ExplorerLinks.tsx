import type { ReactElement } from 'react'
import type { ChainDisplayProps } from './text'
import type { ExecutionLabels } from '../execution/labels'
import { TxHash } from './TxHash'

export interface ExplorerLinksProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  hashes: string[]
  /** The chain the transactions are on; without it, no link. */
  chainId: number | undefined
  /** Which transactions these are, for the links' names: `Origin tx`. */
  what: string
  labels: ExecutionLabels
}

/** "View on explorer" for each transaction, named by which it is; the short hash with a copy button where there is no explorer. */
export function ExplorerLinks({ hashes, chainId, what, explorerTxUrl, labels }: ExplorerLinksProps): ReactElement | null {
  if (!hashes.length) return null
  return (
    <span className="ferry-explorer-links">
      {hashes.map((hash) => {
        const url = chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined
        return url ? (
          <a key={hash} className="ferry-explorer-link" href={url} target="_blank" rel="noopener noreferrer" aria-label={labels.explorerLink(what)}>
            {labels.viewOnExplorer}
            <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </a>
        ) : (
          <TxHash key={hash} hash={hash} labels={labels} />
        )
      })}
    </span>
  )
}

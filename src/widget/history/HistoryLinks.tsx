import type { ReactElement } from 'react'
import type { ChainDisplayProps } from '../display/text'
import type { ExecutionLabels } from '../execution/labels'
import { TxHash } from '../display/TxHash'

export interface HistoryLinkGroup {
  /** Which side: `Origin tx`, `Destination tx`, `Refund tx`. */
  what: string
  hashes: string[]
  chainId: number | undefined
}

export interface HistoryLinksProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  groups: HistoryLinkGroup[]
  labels: ExecutionLabels
}

/** A row's transactions, each named by its side: a link to the explorer, else the label with the short hash and a copy button. */
export function HistoryLinks({ groups, labels, explorerTxUrl }: HistoryLinksProps): ReactElement | null {
  const links = groups.flatMap(({ what, hashes, chainId }) => hashes.map((hash) => ({ what, hash, url: chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined })))
  if (!links.length) return null
  return (
    <ul className="ferry-history__txs">
      {links.map(({ what, hash, url }) => (
        <li key={`${what}-${hash}`}>
          {url ? (
            <a className="ferry-explorer-link" href={url} target="_blank" rel="noopener noreferrer">
              {what}
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
              </svg>
            </a>
          ) : (
            <span className="ferry-history__tx">
              <span className="ferry-history__tx-label">{what}</span>
              <TxHash hash={hash} labels={labels} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

import type { ReactElement } from 'react'
import { ExplorerLink } from '../display/ExplorerLink'
import type { ChainDisplayProps } from '../display/text'
import { TxHash } from '../display/TxHash'

export interface HistoryLinkGroup {
  /** Which side: `Origin tx`, `Destination tx`, `Refund tx`. */
  what: string
  hashes: string[]
  chainId: number | undefined
}

export interface HistoryLinksProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  groups: HistoryLinkGroup[]
}

/** A row's transactions, each named by its side: a link to the explorer, else the label with the short hash and a copy button. */
export function HistoryLinks({ groups, explorerTxUrl }: HistoryLinksProps): ReactElement | null {
  const links = groups.flatMap(({ what, hashes, chainId }) => hashes.map((hash) => ({ what, hash, url: chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined })))
  if (!links.length) return null
  return (
    <ul className="ferry-history__txs">
      {links.map(({ what, hash, url }) => (
        <li key={`${what}-${hash}`}>
          {url ? (
            <ExplorerLink url={url}>{what}</ExplorerLink>
          ) : (
            <span className="ferry-history__tx">
              <span className="ferry-history__tx-label">{what}</span>
              <TxHash hash={hash} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

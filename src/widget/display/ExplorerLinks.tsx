import type { ReactElement } from 'react'
import { useWidgetLabels } from '../context'
import { ExplorerLink } from './ExplorerLink'
import type { ChainDisplayProps } from './text'
import { TxHash } from './TxHash'

export interface ExplorerLinksProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  hashes: string[]
  /** The chain the transactions are on; without it, no link. */
  chainId: number | undefined
  /** Which transactions these are, for the links' names: `Origin tx`. */
  what: string
}

/** "View on explorer" for each transaction, named by which it is; the short hash with a copy button where there is no explorer. */
export function ExplorerLinks({ hashes, chainId, what, explorerTxUrl }: ExplorerLinksProps): ReactElement | null {
  const { common } = useWidgetLabels()
  if (!hashes.length) return null
  return (
    <span className="ferry-explorer-links">
      {hashes.map((hash) => {
        const url = chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined
        return url ? (
          <ExplorerLink key={hash} url={url} label={common.explorerLink(what)}>
            {common.viewOnExplorer}
          </ExplorerLink>
        ) : (
          <TxHash key={hash} hash={hash} />
        )
      })}
    </span>
  )
}

import type { ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import { ExplorerLink } from './ExplorerLink'
import type { ChainDisplayProps } from './text'
import type { NamedTransaction } from './transactions'
import { TxHash } from './TxHash'

export interface ExplorerLinksProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  /** From `namedTransactions`: each named by what it did (`Approval`, `Deposit`, `Refund`). */
  transactions: NamedTransaction[]
  className?: string | undefined
}

/**
 * A link to the explorer for each transaction, showing what it did (`Approval`, `Deposit`) so no two
 * links read alike; where there is no explorer, that name with the short hash and a copy button.
 */
export function ExplorerLinks({ transactions, explorerTxUrl, className = 'ferry-explorer-links' }: ExplorerLinksProps): ReactElement | null {
  const { common } = useWidgetLabels()
  if (!transactions.length) return null
  return (
    <ul className={className}>
      {transactions.map(({ hash, chainId, name }) => {
        const url = chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined
        return (
          <li key={`${name}-${hash}`}>
            {url ? (
              <ExplorerLink url={url} label={common.explorerLink(name)}>
                {name}
              </ExplorerLink>
            ) : (
              <span className="ferry-explorer-links__hash">
                <span className="ferry-explorer-links__name">{name}</span>
                <TxHash hash={hash} />
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from './CopyButton'
import { shortHash } from './text'

export interface TxHashProps {
  hash: string
  /** What the transaction did (`Deposit`): its link is named by it. */
  transaction?: string | undefined
  /** The chain the transaction is on; without it, no explorer link. */
  chainId?: number | undefined
  explorerTxUrl?: ((chainId: number, hash: string) => string | undefined) | undefined
}

/** A transaction: a link to its explorer page when there is one, else its short hash and a copy button. */
export function TxHash({ hash, transaction, chainId, explorerTxUrl }: TxHashProps) {
  const { common } = useWidgetLabels()
  const short = shortHash(hash)
  const url = chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined
  if (url) {
    return (
      <a className="ferry-tx ferry-tx--link" href={url} target="_blank" rel="noopener noreferrer" aria-label={common.viewTransaction(short, transaction)}>
        <code dir="ltr">{short}</code>
      </a>
    )
  }
  return (
    <span className="ferry-tx">
      <code dir="ltr" title={hash}>{short}</code>
      <CopyButton value={hash} label={common.copyHash(short)} copiedLabel={common.copied} />
    </span>
  )
}

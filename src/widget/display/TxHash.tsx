import { useEffect, useState } from 'react'
import { useWidgetLabels } from '../context'
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
        <code>{short}</code>
      </a>
    )
  }
  return (
    <span className="ferry-tx">
      <code title={hash}>{short}</code>
      <CopyButton value={hash} label={common.copyHash(short)} copiedLabel={common.copied} />
    </span>
  )
}

function CopyButton({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1_500)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    // Clipboard access can be refused (permissions, insecure context): then nothing is claimed.
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <>
      <button type="button" className="ferry-button ferry-button--icon ferry-tx__copy" onClick={copy} aria-label={label}>
        {/* An inline icon: a glyph like ⧉ is missing from many system fonts (an empty box). */}
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
      </button>
      <span className="ferry-tx__copied" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}

import { useEffect, useState } from 'react'
import { shortHash } from './format'
import type { ExecutionLabels } from './labels'

export interface TxHashProps {
  hash: string
  /** The chain the transaction is on; without it, no explorer link. */
  chainId?: number | undefined
  explorerTxUrl?: ((chainId: number, hash: string) => string | undefined) | undefined
  labels: ExecutionLabels
}

/** A transaction: a link to its explorer page when there is one, else its short hash and a copy button. */
export function TxHash({ hash, chainId, explorerTxUrl, labels }: TxHashProps) {
  const short = shortHash(hash)
  const url = chainId !== undefined ? explorerTxUrl?.(chainId, hash) : undefined
  if (url) {
    return (
      <a className="ferry-tx ferry-tx--link" href={url} target="_blank" rel="noopener noreferrer" aria-label={labels.viewTransaction(short)}>
        <code>{short}</code>
      </a>
    )
  }
  return (
    <span className="ferry-tx">
      <code title={hash}>{short}</code>
      <CopyButton value={hash} label={labels.copyHash(short)} copiedLabel={labels.copied} />
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
        <span aria-hidden="true">⧉</span>
      </button>
      <span className="ferry-tx__copied" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  )
}

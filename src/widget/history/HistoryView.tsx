import { useId, useRef } from 'react'
import {
  isFinalStatus,
  useExecutionHistory,
  useRequestStatus,
  type ExecutionHistoryEntry,
  type HistoryCurrencyAmount,
  type UseRequestStatusOptions,
} from '../../react/index'
import { chainLabel, type ChainDisplayProps } from '../execution/format'
import type { ExecutionLabels } from '../execution/labels'
import { TxHash } from '../execution/TxHash'
import { amountText } from '../quote/FeeRows'
import { ClearHistory } from './ClearHistory'

export interface HistoryViewProps extends ChainDisplayProps {
  labels: ExecutionLabels
  /** When a request started, for people. Default: the browser's locale date and time. */
  formatTime?: (ms: number) => string
  /** The pace of status polling for requests not yet ended (the core's schedule by default). */
  pollOptions?: Omit<UseRequestStatusOptions, 'enabled' | 'onUpdate'>
  className?: string
}

const defaultFormatTime = (ms: number) => new Date(ms).toLocaleString()

/**
 * This browser's requests under the `FerryProvider` namespace (`useExecutionHistory`), newest
 * first, each following its status with `useRequestStatus` until it ends; what a row reads is
 * written back to the history, so an ended request is never polled again.
 */
export function HistoryView({ labels, formatTime = defaultFormatTime, pollOptions, explorerTxUrl, chainName, className }: HistoryViewProps) {
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const { entries, recordStatus, clear } = useExecutionHistory()
  return (
    <section className={['ferry-history', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="ferry-history__header">
        {/* Focusable from code only: it takes the focus once the history is cleared. */}
        <h3 id={titleId} ref={title} tabIndex={-1} className="ferry-history__title">
          {labels.historyTitle}
        </h3>
        {entries.length > 0 && <ClearHistory count={entries.length} onClear={clear} onCleared={() => title.current?.focus()} labels={labels} />}
      </header>
      {entries.length === 0 ? (
        <p className="ferry-history__empty">{labels.historyEmpty}</p>
      ) : (
        <ul className="ferry-history__list" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <HistoryRow
              key={entry.requestId}
              entry={entry}
              labels={labels}
              formatTime={formatTime}
              pollOptions={pollOptions}
              onStatus={recordStatus}
              explorerTxUrl={explorerTxUrl}
              chainName={chainName}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

interface HistoryRowProps extends ChainDisplayProps {
  entry: ExecutionHistoryEntry
  labels: ExecutionLabels
  formatTime: (ms: number) => string
  pollOptions: HistoryViewProps['pollOptions']
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
}

function HistoryRow({ entry, labels, formatTime, pollOptions, onStatus, explorerTxUrl, chainName }: HistoryRowProps) {
  const ended = entry.status !== undefined && isFinalStatus(entry.status)
  // Only requests still in flight are polled; `undefined` disables the query.
  const { data } = useRequestStatus(ended ? undefined : entry.requestId, { ...pollOptions, onUpdate: (status) => onStatus(entry.requestId, status) })
  const word = data?.status ?? entry.status
  const statusText = word ? (labels.statusWords[word] ?? word) : labels.phase[entry.phase]
  const side = (value: HistoryCurrencyAmount | undefined) =>
    value && /^\d+$/.test(value.amount) ? labels.onChain(amountText({ ...value, amount: BigInt(value.amount) }, labels), chainLabel(value.chainId, labels, chainName)) : '?'
  const originChainId = entry.currencyIn?.chainId
  // Refunds go back on the origin chain; fills land on the destination chain.
  const outChainId = word === 'refund' ? originChainId : entry.currencyOut?.chainId
  return (
    <li className={`ferry-history__row ferry-history__row--${word ?? entry.phase}`}>
      <p className="ferry-history__route">{labels.historyRoute(side(entry.currencyIn), side(entry.currencyOut))}</p>
      <p className="ferry-history__meta">
        <span className={`ferry-badge ferry-badge--${word ?? entry.phase}`} aria-live="polite">
          {statusText}
        </span>{' '}
        <span className="ferry-history__time">{labels.historyStarted(formatTime(entry.startedAt))}</span>
      </p>
      {(entry.inTxHashes.length > 0 || entry.txHashes.length > 0) && (
        <ul className="ferry-history__txs">
          {entry.inTxHashes.map((hash) => (
            <li key={hash}>
              <TxHash hash={hash} chainId={originChainId} explorerTxUrl={explorerTxUrl} labels={labels} />
            </li>
          ))}
          {(data?.txHashes ?? entry.txHashes).map((hash) => (
            <li key={hash}>
              <TxHash hash={hash} chainId={outChainId} explorerTxUrl={explorerTxUrl} labels={labels} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

import type { ReactElement } from 'react'
import { outcomeOf, useRequestStatus, type ExecutionHistoryEntry, type HistoryCurrencyAmount, type useExecutionHistory, type UseRequestStatusOptions } from '../../react/index'
import { amountForPeople, chainLabel, type ChainDisplayProps } from '../display/text'
import type { ExecutionLabels } from '../execution/labels'
import { SideIcon } from '../display/SideIcon'
import { HistoryLinks } from './HistoryLinks'
import { TimeAgo } from './TimeAgo'

export interface HistoryRowProps extends ChainDisplayProps {
  entry: ExecutionHistoryEntry
  labels: ExecutionLabels
  formatTime: (ms: number) => string
  pollOptions: Omit<UseRequestStatusOptions, 'enabled' | 'onUpdate'> | undefined
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
}

/**
 * One request: its route with icons and amounts, a status chip, how long ago it started, and its
 * transactions labelled by side. A request not yet ended follows its status with
 * `useRequestStatus`; what it reads is written back, so an ended request is never polled again.
 */
export function HistoryRow({ entry, labels, formatTime, pollOptions, onStatus, ...display }: HistoryRowProps): ReactElement {
  const recorded = outcomeOf(entry)
  // Only requests that may still change are polled (as the provider follows them); `undefined` disables the query.
  const followed = recorded === 'pending' || recorded === 'failed'
  const { data } = useRequestStatus(followed ? entry.requestId : undefined, { ...pollOptions, onUpdate: (status) => onStatus(entry.requestId, status) })
  const shownTone = outcomeOf(entry, data?.status)
  const originChainId = entry.currencyIn?.chainId
  // Refunds go back on the origin chain; fills land on the destination chain.
  const refunded = shownTone === 'refunded'
  const outChainId = refunded ? originChainId : entry.currencyOut?.chainId
  return (
    <li className={`ferry-history__row ferry-history__row--${shownTone}`}>
      <p className="ferry-history__route">
        {/* Read as one sentence; the icons and the two-line sides are for the eye. */}
        <span className="ferry-visually-hidden">{labels.historyRoute(sideText(entry.currencyIn, labels, display.chainName), sideText(entry.currencyOut, labels, display.chainName))}</span>
        <span className="ferry-history__sides" aria-hidden="true">
          <Side value={entry.currencyIn} labels={labels} {...display} />
          <svg className="ferry-history__arrow" width="16" height="16" viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
          <Side value={entry.currencyOut} labels={labels} {...display} />
        </span>
      </p>
      <p className="ferry-history__meta">
        <span className={`ferry-status-chip ferry-status-chip--${shownTone}`} aria-live="polite">
          {labels.historyStatus[shownTone]}
        </span>
        <TimeAgo at={entry.startedAt} labels={labels} formatTime={formatTime} />
      </p>
      <HistoryLinks
        groups={[
          { what: labels.originTx, hashes: entry.inTxHashes, chainId: originChainId },
          { what: refunded ? labels.refundTx : labels.destinationTx, hashes: data?.txHashes ?? entry.txHashes, chainId: outChainId },
        ]}
        labels={labels}
        explorerTxUrl={display.explorerTxUrl}
      />
    </li>
  )
}

const amountOf = (value: HistoryCurrencyAmount | undefined) => (value && /^\d+$/.test(value.amount) ? { ...value, amount: BigInt(value.amount) } : undefined)

function sideText(value: HistoryCurrencyAmount | undefined, labels: ExecutionLabels, chainName: ChainDisplayProps['chainName']): string {
  const side = amountOf(value)
  return side ? labels.onChain(amountForPeople(side, labels), chainLabel(side.chainId, labels, chainName)) : '?'
}

function Side({ value, labels, chainName, chainLogo, currencyLogo }: { value: HistoryCurrencyAmount | undefined; labels: ExecutionLabels } & ChainDisplayProps) {
  const side = amountOf(value)
  if (!side) return <span className="ferry-history__side">?</span>
  const chain = chainLabel(side.chainId, labels, chainName)
  return (
    <span className="ferry-history__side">
      <SideIcon side={side} chain={chain} size={24} chainLogo={chainLogo} currencyLogo={currencyLogo} />
      <span className="ferry-history__side-text">
        <span className="ferry-number">{amountForPeople(side, labels)}</span>
        <span className="ferry-history__chain">{chain}</span>
      </span>
    </span>
  )
}

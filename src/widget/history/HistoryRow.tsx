import type { ReactElement } from 'react'
import { isUnsettled, outcomeOf, useRequestStatus, type ExecutionHistoryEntry, type HistoryCurrencyAmount, type RequestStatusSchedule, type useExecutionHistory } from '../../react/index'
import { useWidgetLabels } from '../context'
import { RouteArrow } from '../display/RouteHeader'
import { sideOf } from '../display/side'
import { SideFigure } from '../display/SideFigure'
import { sideForPeople, type ChainDisplayProps } from '../display/text'
import { HistoryLinks } from './HistoryLinks'
import { TimeAgo } from './TimeAgo'

export interface HistoryRowProps extends ChainDisplayProps {
  entry: ExecutionHistoryEntry
  formatTime: (ms: number) => string
  pollOptions: RequestStatusSchedule | undefined
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
}

/**
 * One request: its route with icons and amounts, a status chip, how long ago it started, and its
 * transactions labelled by side. A request not yet ended follows its status with
 * `useRequestStatus`; what it reads is written back, so an ended request is never polled again.
 */
export function HistoryRow({ entry, formatTime, pollOptions, onStatus, ...display }: HistoryRowProps): ReactElement {
  const { common, history } = useWidgetLabels()
  // Only requests that may still change are polled (as the provider follows them); `undefined` disables the query.
  const { data } = useRequestStatus({
    ...pollOptions,
    requestId: isUnsettled(outcomeOf(entry)) ? entry.requestId : undefined,
    onUpdate: (status) => onStatus(entry.requestId, status),
  })
  const outcome = outcomeOf(entry, data?.status)
  const originChainId = entry.currencyIn?.chainId
  // Refunds go back on the origin chain; fills land on the destination chain.
  const refunded = outcome === 'refunded'
  const outChainId = refunded ? originChainId : entry.currencyOut?.chainId
  const said = (value: HistoryCurrencyAmount | undefined) => {
    const side = sideOf(value)
    return side ? sideForPeople(side, common, display.chainName) : '?'
  }
  return (
    <li className={`ferry-history__row ferry-history__row--${outcome}`}>
      <p className="ferry-history__route">
        {/* Read as one sentence; the icons and the two-line sides are for the eye. */}
        <span className="ferry-visually-hidden">{history.route(said(entry.currencyIn), said(entry.currencyOut))}</span>
        <span className="ferry-history__sides" aria-hidden="true">
          <Side value={entry.currencyIn} {...display} />
          <RouteArrow className="ferry-history__arrow" size={16} />
          <Side value={entry.currencyOut} {...display} />
        </span>
      </p>
      <p className="ferry-history__meta">
        <span className={`ferry-status-chip ferry-status-chip--${outcome}`} aria-live="polite">
          {common.outcomes[outcome]}
        </span>
        <TimeAgo at={entry.startedAt} formatTime={formatTime} />
      </p>
      <HistoryLinks
        groups={[
          { what: common.originTx, hashes: entry.inTxHashes, chainId: originChainId },
          { what: refunded ? common.refundTx : common.destinationTx, hashes: data?.txHashes ?? entry.txHashes, chainId: outChainId },
        ]}
        explorerTxUrl={display.explorerTxUrl}
      />
    </li>
  )
}

function Side({ value, ...display }: { value: HistoryCurrencyAmount | undefined } & ChainDisplayProps) {
  const side = sideOf(value)
  return <span className="ferry-history__side">{side ? <SideFigure side={side} block="ferry-history" size={24} {...display} /> : '?'}</span>
}

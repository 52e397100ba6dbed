import type { ReactElement } from 'react'
import { outcomeOf, type ExecutionHistoryEntry, type RequestStatusSchedule, type useExecutionHistory } from '../../react/index'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { ExplorerLinks } from '../display/ExplorerLinks'
import { RouteArrow } from '../display/RouteHeader'
import type { RouteSide } from '../display/side'
import { SideFigure } from '../display/SideFigure'
import { amountForPeople, sideForPeople, type ChainDisplayProps } from '../display/text'
import { namedTransactions } from '../display/transactions'
import { TimeAgo } from './TimeAgo'
import { entrySides } from './entryState'
import { useEntryStatus } from './useEntryStatus'

export interface HistoryRowProps extends ChainDisplayProps {
  entry: ExecutionHistoryEntry
  formatTime: (ms: number) => string
  pollOptions: RequestStatusSchedule | undefined
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
  /** Opens the request's details (its live progress while it runs). */
  onOpen(): void
}

/**
 * One request: its route with icons and amounts, a status chip, how long ago it started, and its
 * transactions, each link named by what it did. A failed or refunded request shows where the
 * money went (back to the sender), never the destination side as if it had arrived. A request not
 * yet ended follows its status (`useEntryStatus`); what it reads is written back, so an ended
 * request is never polled again. Its route is a button that opens its details. The sides carry the
 * logos the run's records had (the quote's), else the catalog's, as the form and the review show them.
 */
export function HistoryRow({ entry, formatTime, pollOptions, onStatus, onOpen, ...display }: HistoryRowProps): ReactElement {
  const { common, history } = useWidgetLabels()
  const locale = useWidgetLocale()
  const status = useEntryStatus({ entry, pollOptions, onStatus })
  const outcome = outcomeOf(entry, status?.status)
  const { send: sideIn, receive: sideOut } = entrySides(entry)
  const said = (side: RouteSide | undefined) => {
    return side ? sideForPeople(side, common, { chainName: display.chainName, locale }) : '?'
  }
  // The history keeps no refund amount: what was sent is what comes back (as the outcome shows without one).
  const back = outcome === 'refunded' || outcome === 'failed' ? sideIn && (outcome === 'refunded' ? history.refunded : history.refunding)(amountForPeople(sideIn, common, { locale })) : undefined
  const transactions = namedTransactions(
    {
      approvalTxHashes: entry.approvalTxHashes,
      inTxHashes: entry.inTxHashes,
      txHashes: status?.txHashes ?? entry.txHashes,
      originChainId: entry.currencyIn?.chainId,
      destinationChainId: entry.currencyOut?.chainId,
      outcome,
    },
    common,
  )
  return (
    <li className={`ferry-history__row ferry-history__row--${outcome}`}>
      <button type="button" className="ferry-history__route" onClick={onOpen} data-request-id={entry.requestId}>
        {/* Read as one sentence; the icons and the two-line sides are for the eye. */}
        <span className="ferry-visually-hidden">{back ? history.routeBack(said(sideIn), back) : history.route(said(sideIn), said(sideOut))}</span>
        <span className="ferry-history__sides" aria-hidden="true">
          <Side side={sideIn} {...display} />
          {back ? (
            <>
              <ReturnArrow />
              <span className={`ferry-history__back ferry-history__back--${outcome} ferry-number`}>{back}</span>
            </>
          ) : (
            <>
              <RouteArrow className="ferry-history__arrow" size={16} />
              <Side side={sideOut} {...display} />
            </>
          )}
        </span>
        <OpenMark />
      </button>
      <p className="ferry-history__meta">
        <span className={`ferry-status-chip ferry-status-chip--${outcome}`} aria-live="polite">
          {common.outcomes[outcome]}
        </span>
        <TimeAgo at={entry.startedAt} formatTime={formatTime} />
      </p>
      <ExplorerLinks transactions={transactions} explorerTxUrl={display.explorerTxUrl} className="ferry-explorer-links ferry-history__txs" />
    </li>
  )
}

function Side({ side, ...display }: { side: RouteSide | undefined } & ChainDisplayProps) {
  return <span className="ferry-history__side">{side ? <SideFigure side={side} block="ferry-history" size={24} {...display} /> : '?'}</span>
}

/** Opens the details; points the other way right to left (rtl.css). Decorative. */
function OpenMark(): ReactElement {
  return (
    <svg className="ferry-history__open ferry-rtl-mirror" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 6l6 6-6 6" />
    </svg>
  )
}

/** The money going back where it came from. Decorative; mirrored right to left (rtl.css). */
function ReturnArrow(): ReactElement {
  return (
    <svg className="ferry-history__arrow ferry-rtl-mirror" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />
    </svg>
  )
}

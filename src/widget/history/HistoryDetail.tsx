import { useId, type ReactElement, type ReactNode } from 'react'
import { outcomeOf, type ExecutionHistoryEntry, type RequestStatusSchedule, type useExecutionHistory } from '../../react/index'
import { useWidgetLocale } from '../i18n/locale'
import { useFocusOnMount } from '../useFocusOnMount'
import { useWidgetLabels } from '../lazyLabels'
import { CopyButton } from '../display/CopyButton'
import { ExplorerLinks } from '../display/ExplorerLinks'
import { RouteHeader } from '../display/RouteHeader'
import { refundSideOf } from '../display/side'
import { amountForPeople, type ChainDisplayProps } from '../display/text'
import { namedTransactions } from '../display/transactions'
import { ProgressView } from '../progress/ProgressView'
import { clock } from '../progress/ElapsedTimer'
import { Timeline } from '../progress/Timeline'
import { timelineOf } from '../progress/timelineEntries'
import { usePrefersReducedMotion } from '../progress/usePrefersReducedMotion'
import { quoteFigures } from '../quote/figures'
import { FeeRows } from '../quote/QuoteRows'
import { durationSeconds, entrySides, entryState } from './entryState'
import { useEntryStatus } from './useEntryStatus'
import { SupportLink, type HistorySupport } from './support'

export interface HistoryDetailProps extends ChainDisplayProps, HistorySupport {
  entry: ExecutionHistoryEntry
  formatTime: (ms: number) => string
  pollOptions: RequestStatusSchedule | undefined
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
  /** Back to the list. */
  onBack(): void
}

/**
 * One transfer, as a support desk asks about it: its request id (with copy), the route with its
 * logos, what was sent and received or refunded, the fees, when it started and how long it took,
 * every transaction with its named explorer link, and its status timeline. A transfer still
 * running shows its live progress (the view its run shows), followed until it ends.
 */
export function HistoryDetail({ entry, formatTime, pollOptions, onStatus, onBack, supportUrl, onSupport, ...display }: HistoryDetailProps): ReactElement {
  const labels = useWidgetLabels()
  const { common, history } = labels
  const locale = useWidgetLocale()
  const titleId = useId()
  const reduced = usePrefersReducedMotion()
  // Opened, the details take the focus the row had: the list they replace is gone.
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const state = entryState(entry, useEntryStatus({ entry, pollOptions, onStatus }))
  const outcome = outcomeOf(state)
  const running = outcome === 'pending'
  const { send, receive } = entrySides(entry)
  const back = outcome === 'refunded' || outcome === 'failed' ? (state.quote ? refundSideOf(state) : send) : undefined
  const fees = state.quote ? quoteFigures(state.quote, 0).fees : []
  const seconds = running ? undefined : durationSeconds(state)
  const transactions = namedTransactions(
    {
      quote: state.quote,
      approvalTxHashes: entry.approvalTxHashes,
      inTxHashes: state.inTxHashes,
      txHashes: state.txHashes,
      originChainId: send?.chainId,
      destinationChainId: receive?.chainId,
      outcome,
    },
    common,
  )
  const amount = (side: typeof send) => (side ? amountForPeople(side, common, { locale }) : '?')
  return (
    <section className="ferry-history-detail" aria-labelledby={titleId}>
      <button type="button" className="ferry-text-button" onClick={onBack}>
        <svg className="ferry-rtl-mirror" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 6l-6 6 6 6" />
        </svg>
        {history.back}
      </button>
      <header className="ferry-history__header">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="ferry-history__title">
          {history.details}
        </h3>
        <span className={`ferry-status-chip ferry-status-chip--${outcome}`}>{common.outcomes[outcome]}</span>
      </header>
      {running ? (
        <ProgressView state={state} {...display} />
      ) : (
        <RouteHeader send={send} receive={back ? undefined : receive} chainName={display.chainName} chainLogo={display.chainLogo} currencyLogo={display.currencyLogo} />
      )}
      <dl>
        <Fact term={history.requestId} className="ferry-history-detail__id">
          <code dir="ltr">
            {entry.requestId}
          </code>
          <CopyButton value={entry.requestId} label={history.copyRequestId} copiedLabel={common.copied} />
        </Fact>
        <Fact term={history.sent} figure>
          {amount(send)}
        </Fact>
        {back ? (
          <Fact term={outcome === 'refunded' ? history.refundedTerm : history.refundingTerm} figure>
            {amount(back)}
          </Fact>
        ) : (
          <Fact term={outcome === 'success' ? history.received : history.receiving} figure>
            {amount(receive)}
          </Fact>
        )}
        {fees.length > 0 && <FeeRows fees={fees} usd="estimate" />}
        <Fact term={history.started}>
          <time dateTime={new Date(entry.startedAt).toISOString()}>{formatTime(entry.startedAt)}</time>
        </Fact>
        {seconds !== undefined && (
          <Fact term={history.duration} figure>
            {clock(seconds)}
          </Fact>
        )}
      </dl>
      {transactions.length > 0 && (
        <div>
          <h4 className="ferry-fees__title">{history.transactions}</h4>
          <ExplorerLinks transactions={transactions} explorerTxUrl={display.explorerTxUrl} className="ferry-explorer-links ferry-history__txs" />
        </div>
      )}
      {!running && state.quote && (
        <div>
          <h4 className="ferry-fees__title">{history.status}</h4>
          <Timeline entries={timelineOf(state, { labels, chainName: display.chainName, locale })} reduced={reduced} explorerTxUrl={display.explorerTxUrl} />
        </div>
      )}
      <SupportLink requestId={entry.requestId} supportUrl={supportUrl} onSupport={onSupport} label={history.help} />
    </section>
  )
}

/** One fact of the details: a term and its value; a figure reads left to right in a right-to-left locale too. */
function Fact({ term, figure = false, className, children }: { term: string; figure?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `ferry-row ${className}` : 'ferry-row'}>
      <dt className="ferry-row__term">{term}</dt>
      <dd className="ferry-row__value">{figure ? <span dir="ltr">{children}</span> : children}</dd>
    </div>
  )
}

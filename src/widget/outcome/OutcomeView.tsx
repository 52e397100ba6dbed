import { useId } from 'react'
import { hasPaid, hasSentAnything, type FerryErrorCode } from '../../core/index'
import { outcomeOf, type ExecutionState, type RunOutcome } from '../../react/index'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { ExplorerLinks } from '../display/ExplorerLinks'
import { quoteSides, refundSideOf, type RouteSide } from '../display/side'
import { SideFigure } from '../display/SideFigure'
import { chainLabel, sideForPeople, type ChainDisplayProps } from '../display/text'
import { modeOfRoute } from '../layout/executionMode'
import { namedTransactions, type NamedTransaction, type TransactionKind } from '../display/transactions'
import type { OutcomeLabels } from '../labels/outcome'
import type { WidgetLabels } from '../labels/widgetLabels'
import { useFocusOnMount } from '../useFocusOnMount'
import { isRetryable, isStillInFlight } from './nextActions'

export interface OutcomeViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Renders only once the run has ended, or its request failed (a refund follows). */
  state: ExecutionState
  /** "New transfer": back to the form (`useExecuteSteps().reset`, say). */
  onReset: () => void
  /** "Try again", offered only when nothing left the wallet (`isRetryable`): execute a fresh quote again. */
  onRetry?: (() => void) | undefined
  /** "View in History", offered when the run stopped waiting for a request that may still complete. */
  onShowHistory?: (() => void) | undefined
  className?: string | undefined
}

/**
 * How an execution ended (`outcomeOf`), and what to do next, as one story from top to bottom: on
 * success what was sent and what arrived, with icons and an explorer link per transaction named by
 * what it did (Approval, Deposit, Destination); on a failed fill the refund on its way, its amount,
 * its transaction once sent, and that nothing is left to do; on a refund the amount that came back
 * and its transaction; when the run stopped, the reason, and whether anything left the wallet.
 * Another try only when nothing did. Focus moves to its heading when it appears (unless the user
 * put the focus somewhere else meanwhile), so keyboard and screen reader users land on the outcome.
 */
export function OutcomeView({ state, onReset, onRetry, onShowHistory, className, ...display }: OutcomeViewProps) {
  const labels = useWidgetLabels()
  const { common, outcome: words } = labels
  const locale = useWidgetLocale()
  const titleId = useId()
  const hintId = useId()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const outcome = outcomeOf(state)
  const ended = state.endedAt !== undefined
  // The service's last word is told at once (a failure's refund follows without the user); a run that stopped, once it ended.
  const shown = ended || outcome !== 'pending'
  if (!shown) return null
  const { quote, status, error } = state
  const { send, receive } = quoteSides(quote)
  const originChainId = status?.originChainId ?? send?.chainId
  const destinationChainId = status?.destinationChainId ?? receive?.chainId
  const back = outcome === 'refunded' || outcome === 'failed'
  const refund = back ? refundSideOf(state) : undefined
  // The service said how the request ends (or that it failed, and refunds): what was sent shows even without its hash.
  const settled = outcome === 'success' || back
  const transactions = namedTransactions({ quote, inTxHashes: state.inTxHashes, txHashes: state.txHashes, originChainId, destinationChainId, outcome }, common)
  const of = (...kinds: TransactionKind[]) => transactions.filter((transaction) => kinds.includes(transaction.kind))
  // A failed fill: the refund is the service's to send; the only thing left here is to stop watching it.
  const awaitingRefund = outcome === 'failed' && !ended
  return (
    <section className={['ferry-outcome', `ferry-outcome--${outcome}`, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div role={outcome === 'success' ? 'status' : 'alert'} className="ferry-outcome__summary">
        <OutcomeMark outcome={outcome} />
        <h3 id={titleId} ref={heading} tabIndex={-1} className="ferry-outcome__title">
          {titleOf(outcome, error?.code, labels, { send, receive, chainName: display.chainName })}
        </h3>
        {/* The core's words for developers, shown as the reason a run stopped only: its short
            message, without the request id and step lines its full message carries. */}
        {outcome === 'stopped' && error && (
          <p className="ferry-outcome__reason">
            <span className="ferry-outcome__reason-label">{words.reason}: </span>
            {error.shortMessage}
          </p>
        )}
        <NextStep state={state} outcome={outcome} refund={refund && sideForPeople(refund, common, { chainName: display.chainName, locale })} words={words} />
      </div>
      <dl className="ferry-outcome__sides">
        {send && (settled || state.inTxHashes.length > 0) && <Side term={words.sent} side={send} transactions={of('approval', 'deposit', 'withdrawal')} {...display} />}
        {outcome === 'success' && receive && <Side term={words.received} side={receive} transactions={of('destination')} {...display} />}
        {/* Refunds go back on the origin chain; the refund's transaction shows once the service sent it. */}
        {back && refund && <Side term={outcome === 'refunded' ? words.refunded : words.refunding} side={refund} transactions={of('refund')} {...display} />}
      </dl>
      <div className="ferry-outcome__actions">
        {onRetry && isRetryable(state) && (
          <button type="button" className="ferry-button ferry-button--primary" onClick={onRetry}>
            {words.tryAgain}
          </button>
        )}
        {onShowHistory && isStillInFlight(state) && (
          <button type="button" className="ferry-button ferry-button--primary" onClick={onShowHistory}>
            {words.showHistory}
          </button>
        )}
        {onShowHistory && awaitingRefund && (
          <>
            <p id={hintId} className="ferry-outcome__hint">
              {words.refundFollowHint}
            </p>
            <button type="button" className="ferry-button" onClick={onShowHistory} aria-describedby={hintId}>
              {words.followRefund}
            </button>
          </>
        )}
        {/* While a failure waits for its refund the run goes on: it ends before a new transfer starts. */}
        {ended && (
          <button type="button" className={`ferry-button${outcome === 'success' ? ' ferry-button--primary' : ''}`} onClick={onReset}>
            {words.newTransfer}
          </button>
        )}
      </div>
    </section>
  )
}

/**
 * The outcome's heading; a venue transfer's success says where the funds are ("Deposited to your
 * venue account", "Withdrawn to Anvil Two"); a run that stopped is named by its error's code.
 */
function titleOf(
  outcome: RunOutcome,
  code: FerryErrorCode | undefined,
  { outcome: words, errors, common }: WidgetLabels,
  { send, receive, chainName }: { send: RouteSide | undefined; receive: RouteSide | undefined; chainName: ChainDisplayProps['chainName'] },
): string {
  if (outcome === 'success') {
    const mode = send && receive ? modeOfRoute(send.chainId, receive.chainId) : 'bridge'
    if (mode === 'venue-deposit') return words.venueDepositTitle
    if (mode === 'venue-withdraw' && receive) return words.venueWithdrawTitle(chainLabel(receive.chainId, common, chainName))
    return words.successTitle
  }
  if (outcome === 'refunded') return words.refundTitle
  if (outcome === 'failed') return words.failureTitle
  return (code && errors[code]) ?? words.errorTitle
}

interface NextStepProps {
  state: ExecutionState
  outcome: RunOutcome
  /** What a refund gives back, in words: `0.01 ETH on Base`. */
  refund: string | undefined
  words: OutcomeLabels
}

/** What happens next, by the outcome and, for a run that stopped, by what left the wallet. */
function NextStep({ state, outcome, refund, words }: NextStepProps) {
  const sent = state.quote !== undefined && hasSentAnything(state.quote)
  const paid = state.quote !== undefined && hasPaid(state.quote)
  const next = {
    success: undefined,
    refunded: words.refundDescription,
    failed: refund && state.endedAt === undefined ? words.failureAwaitingRefund(refund) : words.failureEnded,
    pending: words.stillInFlightDescription,
    stopped: paid ? words.nextFundsSent : sent ? words.nextPartlySent : words.nextNothingSent,
  }[outcome]
  return next ? <p className="ferry-outcome__next">{next}</p> : null
}

interface SideProps extends ChainDisplayProps {
  term: string
  side: RouteSide
  transactions: NamedTransaction[]
}

/** One side of the outcome: its amount with the token's icon and chain, and its transactions, each link named by what it did. */
function Side({ term, side, transactions, explorerTxUrl, ...display }: SideProps) {
  return (
    <div className="ferry-outcome__side">
      <dt className="ferry-outcome__term">{term}</dt>
      <dd className="ferry-outcome__value">
        <SideFigure side={side} block="ferry-outcome" size={32} {...display} />
        <ExplorerLinks transactions={transactions} explorerTxUrl={explorerTxUrl} />
      </dd>
    </div>
  )
}

/** A large mark above the title: a check on success, an arrow back on a refund, an exclamation otherwise. */
function OutcomeMark({ outcome }: { outcome: RunOutcome }) {
  const path = outcome === 'success' ? 'M6 12.5l4 4L18 8' : outcome === 'refunded' ? 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3' : 'M12 7v6M12 17h.01'
  return (
    <span className={`ferry-outcome__mark ferry-outcome__mark--${outcome}`} aria-hidden="true">
      {/* The arrow back points the other way right to left (rtl.css); the check and the exclamation do not. */}
      <svg className={outcome === 'refunded' ? 'ferry-rtl-mirror' : undefined} width="28" height="28" viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  )
}

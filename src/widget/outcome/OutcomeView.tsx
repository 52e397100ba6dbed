import { useEffect, useId, useRef } from 'react'
import { canCompleteWithoutUser, hasSentAnything } from '../../core/index'
import { type ExecutionState } from '../../react/index'
import { ExplorerLinks } from '../display/ExplorerLinks'
import { amountForPeople, chainLabel, type ChainDisplayProps } from '../display/text'
import type { ExecutionLabels } from '../execution/labels'
import { isStillInFlight } from './nextActions'
import { isRetryable } from './retryable'
import { quoteSides, refundSideOf, type RouteSide } from '../display/side'
import { SideIcon } from '../display/SideIcon'

export interface OutcomeViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Renders only once it is `success`, `failure`, `refund` or `error`. */
  state: ExecutionState
  labels: ExecutionLabels
  /** "New transfer": back to the form (`useExecuteSteps().reset`, say). */
  onReset: () => void
  /** "Try again", offered only when nothing left the wallet (`isRetryable`): execute a fresh quote again. */
  onRetry?: () => void
  /** "View in History", offered when the run stopped waiting for a request that may still complete. */
  onShowHistory?: () => void
  className?: string
}

const OUTCOME_PHASES: ReadonlySet<string> = new Set(['success', 'failure', 'refund', 'error'])

/**
 * How an execution ended, and what to do next: on success what was sent and what arrived, with
 * icons and a "View on explorer" link for each side; on a refund the amount that came back and its
 * transaction; on a failure whether a refund is coming; on an error the reason, and whether
 * anything left the wallet. Another try only when nothing did. Focus moves to its heading, so
 * keyboard and screen reader users land on the outcome.
 */
export function OutcomeView({ state, labels, onReset, onRetry, onShowHistory, className, ...display }: OutcomeViewProps) {
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const { phase, quote, status, error } = state
  const shown = OUTCOME_PHASES.has(phase)
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown])
  if (!shown) return null
  const inFlight = isStillInFlight(state)
  const { send, receive } = quoteSides(quote)
  const originChainId = status?.originChainId ?? send?.chainId
  const destinationChainId = status?.destinationChainId ?? receive?.chainId
  const refund = phase === 'refund' || phase === 'failure' ? refundSideOf(state) : undefined
  const onChain = (side: RouteSide) => labels.onChain(amountForPeople(side, labels), chainLabel(side.chainId, labels, display.chainName))
  const title =
    phase === 'success'
      ? labels.successTitle
      : phase === 'refund'
        ? labels.refundTitle
        : phase === 'failure'
          ? labels.failureTitle
          : (labels.errorCodes[error?.code ?? ''] ?? labels.errorTitle)
  const next =
    phase === 'refund'
      ? labels.refundDescription
      : phase === 'failure'
        ? refund && state.endedAt === undefined
          ? labels.failureAwaitingRefund(onChain(refund))
          : labels.failureEnded
        : phase === 'error'
          ? inFlight
            ? labels.stillInFlightDescription
            : canCompleteWithoutUser(state)
              ? labels.nextFundsSent
              : state.quote && hasSentAnything(state.quote)
                ? labels.nextPartlySent
                : labels.nextNothingSent
          : undefined
  return (
    <section className={['ferry-outcome', `ferry-outcome--${phase}`, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div role={phase === 'success' ? 'status' : 'alert'} className="ferry-outcome__summary">
        <OutcomeMark phase={phase} />
        <h3 id={titleId} ref={heading} tabIndex={-1} className="ferry-outcome__title">
          {title}
        </h3>
        {/* The core's message is for developers: shown as the reason of an error only. */}
        {phase === 'error' && !inFlight && error && (
          <p className="ferry-outcome__reason">
            <span className="ferry-outcome__reason-label">{labels.reason}: </span>
            {error.message}
          </p>
        )}
        {next && <p className="ferry-outcome__next">{next}</p>}
      </div>
      <dl className="ferry-outcome__sides">
        {send && (phase !== 'error' || state.inTxHashes.length > 0) && (
          <Side term={labels.sent} side={send} hashes={state.inTxHashes} chainId={originChainId} what={labels.originTx} labels={labels} {...display} />
        )}
        {phase === 'success' && receive && <Side term={labels.received} side={receive} hashes={state.txHashes} chainId={destinationChainId} what={labels.destinationTx} labels={labels} {...display} />}
        {/* Refunds go back on the origin chain. */}
        {phase === 'refund' && refund && <Side term={labels.refunded} side={refund} hashes={state.txHashes} chainId={originChainId} what={labels.refundTx} labels={labels} {...display} />}
      </dl>
      <div className="ferry-outcome__actions">
        {onRetry && isRetryable(state) && (
          <button type="button" className="ferry-button ferry-button--primary" onClick={onRetry}>
            {labels.tryAgain}
          </button>
        )}
        {onShowHistory && inFlight && (
          <button type="button" className="ferry-button ferry-button--primary" onClick={onShowHistory}>
            {labels.showHistory}
          </button>
        )}
        {/* While a failure waits for its refund the run goes on: it ends before a new transfer starts. */}
        {!(phase === 'failure' && state.endedAt === undefined) && (
          <button type="button" className={`ferry-button${phase === 'success' ? ' ferry-button--primary' : ''}`} onClick={onReset}>
            {labels.newTransfer}
          </button>
        )}
      </div>
    </section>
  )
}

interface SideProps extends ChainDisplayProps {
  term: string
  side: RouteSide
  hashes: string[]
  chainId: number | undefined
  what: string
  labels: ExecutionLabels
}

/** One side of the outcome: its amount with the token's icon and chain, and its transactions. */
function Side({ term, side, hashes, chainId, what, labels, chainName, chainLogo, currencyLogo, explorerTxUrl }: SideProps) {
  const chain = chainLabel(side.chainId, labels, chainName)
  return (
    <div className="ferry-outcome__side">
      <dt className="ferry-outcome__term">{term}</dt>
      <dd className="ferry-outcome__value">
        <SideIcon side={side} chain={chain} size={32} chainLogo={chainLogo} currencyLogo={currencyLogo} />
        <span className="ferry-outcome__amount">
          <span className="ferry-number">{amountForPeople(side, labels)}</span>
          <span className="ferry-outcome__chain">{chain}</span>
        </span>
        <ExplorerLinks hashes={hashes} chainId={chainId} what={what} explorerTxUrl={explorerTxUrl} labels={labels} />
      </dd>
    </div>
  )
}

/** A large mark above the title: a check on success, an arrow back on refund, an exclamation otherwise. */
function OutcomeMark({ phase }: { phase: string }) {
  const path = phase === 'success' ? 'M6 12.5l4 4L18 8' : phase === 'refund' ? 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3' : 'M12 7v6M12 17h.01'
  return (
    <span className={`ferry-outcome__mark ferry-outcome__mark--${phase}`} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  )
}

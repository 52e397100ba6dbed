import { useId } from 'react'
import type { ExecutionState } from '../../react/index'
import { amountText } from '../quote/FeeRows'
import { quoteFigures } from '../quote/figures'
import { chainLabel, type ChainDisplayProps } from './format'
import type { ExecutionLabels } from './labels'
import { TxHash } from './TxHash'

/** Error codes after which executing again is safe: nothing was sent, or nothing more will be. */
export const RETRYABLE_ERROR_CODES: readonly string[] = ['USER_REJECTED', 'CANCELLED', 'EXECUTION_INTERRUPTED']

export function isRetryable(state: ExecutionState): boolean {
  return state.phase === 'error' && state.error !== undefined && RETRYABLE_ERROR_CODES.includes(state.error.code)
}

export interface OutcomeViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Renders only once it is `success`, `failure`, `refund` or `error`. */
  state: ExecutionState
  labels: ExecutionLabels
  /** "New transfer": back to the form (`useExecuteSteps().reset`, say). */
  onReset: () => void
  /** "Try again", offered after a retryable error (`RETRYABLE_ERROR_CODES`): execute a fresh quote again. */
  onRetry?: () => void
  className?: string
}

/**
 * How an execution ended: what arrived and where with its transactions, a failure with its reason
 * (waiting for the refund, or refunded with the refund transaction), or an error with a friendly
 * title by code. Offers a new transfer, and another try when that is safe.
 */
export function OutcomeView({ state, labels, onReset, onRetry, explorerTxUrl, chainName, className }: OutcomeViewProps) {
  const titleId = useId()
  const { phase, quote, status, error } = state
  if (phase !== 'success' && phase !== 'failure' && phase !== 'refund' && phase !== 'error') return null
  const { send, receive } = quote ? quoteFigures(quote, 0) : {}
  const originChainId = status?.originChainId ?? send?.chainId
  const destinationChainId = status?.destinationChainId ?? receive?.chainId
  const title =
    phase === 'success'
      ? labels.successTitle
      : phase === 'refund'
        ? labels.refundTitle
        : phase === 'failure'
          ? labels.failureTitle
          : (labels.errorCodes[error?.code ?? ''] ?? labels.errorTitle)
  const hashes = (list: string[], chainId: number | undefined) => (
    <ul className="ferry-outcome__txs">
      {list.map((hash) => (
        <li key={hash}>
          <TxHash hash={hash} chainId={chainId} explorerTxUrl={explorerTxUrl} labels={labels} />
        </li>
      ))}
    </ul>
  )
  return (
    <section className={['ferry-outcome', `ferry-outcome--${phase}`, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div role={phase === 'success' ? 'status' : 'alert'} className="ferry-outcome__summary">
        <h3 id={titleId} className="ferry-outcome__title">
          {title}
        </h3>
        {phase === 'refund' && <p>{labels.refundDescription}</p>}
        {phase === 'failure' && state.endedAt === undefined && <p>{labels.failureAwaitingRefund}</p>}
        {phase !== 'success' && error && (
          <p className="ferry-outcome__reason">
            <span className="ferry-outcome__reason-label">{labels.reason}: </span>
            {error.message}
          </p>
        )}
      </div>
      <dl className="ferry-outcome__details">
        {phase === 'success' && receive && (
          <div className="ferry-row ferry-row--strong">
            <dt className="ferry-row__term">{labels.received}</dt>
            <dd className="ferry-row__value">
              {amountText(receive, labels)}{' '}
              {destinationChainId !== undefined && labels.receivedWhere(chainLabel(destinationChainId, labels, chainName))}
            </dd>
          </div>
        )}
        {state.inTxHashes.length > 0 && (
          <div className="ferry-row">
            <dt className="ferry-row__term">{labels.originTransactions}</dt>
            <dd className="ferry-row__value">{hashes(state.inTxHashes, originChainId)}</dd>
          </div>
        )}
        {state.txHashes.length > 0 && phase === 'refund' && (
          <div className="ferry-row">
            <dt className="ferry-row__term">{labels.refundTransactions}</dt>
            {/* Refunds go back to `refundTo` on the origin chain. */}
            <dd className="ferry-row__value">{hashes(state.txHashes, originChainId)}</dd>
          </div>
        )}
        {state.txHashes.length > 0 && phase !== 'refund' && (
          <div className="ferry-row">
            <dt className="ferry-row__term">{labels.destinationTransactions}</dt>
            <dd className="ferry-row__value">{hashes(state.txHashes, destinationChainId)}</dd>
          </div>
        )}
      </dl>
      <div className="ferry-outcome__actions">
        {onRetry && isRetryable(state) && (
          <button type="button" className="ferry-button ferry-button--primary" onClick={onRetry}>
            {labels.tryAgain}
          </button>
        )}
        <button type="button" className="ferry-button" onClick={onReset}>
          {labels.newTransfer}
        </button>
      </div>
    </section>
  )
}

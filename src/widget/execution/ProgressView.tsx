import { useId } from 'react'
import type { ExecutionItemState, ExecutionItemStatus, ExecutionState, ExecutionStepState } from '../../react/index'
import type { ChainDisplayProps } from './format'
import type { ExecutionLabels } from './labels'
import { TxHash } from './TxHash'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

export interface ProgressViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Nothing renders while it is `idle`. */
  state: ExecutionState
  labels: ExecutionLabels
  className?: string
}

const ACTIVE: ReadonlySet<ExecutionItemStatus> = new Set(['waiting-for-wallet', 'submitted', 'confirming'])
const ACTIVE_PHASES = new Set(['awaiting-wallet', 'submitting', 'confirming', 'polling'])

/**
 * Each step and item of a running execution as it goes (waiting for the wallet, submitted with its
 * transaction, confirming, done, failed), and the request's status. An ordered list, announced
 * politely; without animation when the user prefers reduced motion.
 */
export function ProgressView({ state, labels, explorerTxUrl, className }: ProgressViewProps) {
  const titleId = useId()
  const reduced = usePrefersReducedMotion()
  if (state.phase === 'idle') return null
  const word = state.status?.status
  return (
    <section className={['ferry-progress', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className="ferry-progress__title">
        {labels.progressTitle}
      </h3>
      <p className="ferry-progress__phase" role="status" aria-live="polite">
        <Indicator active={ACTIVE_PHASES.has(state.phase) && state.endedAt === undefined} reduced={reduced} tone={state.phase} />
        <span>{labels.phase[state.phase]}</span>
        {word && <span className="ferry-progress__status">{labels.requestStatus(labels.statusWords[word] ?? word)}</span>}
        {/* A failed read after the deposit is not a failed transfer: say so, and keep going. */}
        {state.statusError && <span className="ferry-progress__checking">{labels.stillChecking}</span>}
      </p>
      <ol className="ferry-progress__steps" aria-live="polite">
        {state.steps.map((step, i) => (
          <li key={`${step.id}-${i}`} className={`ferry-step ferry-step--${stepTone(step)}`}>
            <span className="ferry-step__action">{step.action}</span>
            {step.items.length === 1 ? (
              <ItemLine item={step.items[0]!} labels={labels} reduced={reduced} explorerTxUrl={explorerTxUrl} />
            ) : (
              <ol className="ferry-step__items">
                {step.items.map((item, j) => (
                  <li key={j} aria-label={labels.itemLabel(j + 1, step.items.length)}>
                    <ItemLine item={item} labels={labels} reduced={reduced} explorerTxUrl={explorerTxUrl} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}

function ItemLine({ item, labels, reduced, explorerTxUrl }: { item: ExecutionItemState; labels: ExecutionLabels; reduced: boolean; explorerTxUrl: ProgressViewProps['explorerTxUrl'] }) {
  const text =
    item.status === 'waiting-for-wallet'
      ? item.kind === 'transaction'
        ? labels.itemWaitingTransaction
        : labels.itemWaitingSignature
      : labels.itemStatus[item.status]
  return (
    <span className={`ferry-item ferry-item--${item.status}`}>
      <Indicator active={ACTIVE.has(item.status)} reduced={reduced} tone={item.status} />
      <span className="ferry-item__status">{text}</span>
      {item.txHash && <TxHash hash={item.txHash} chainId={item.chainId} explorerTxUrl={explorerTxUrl} labels={labels} />}
    </span>
  )
}

/** A spinner while active, unless motion is reduced (then a still dot); a mark for the other states. */
function Indicator({ active, reduced, tone }: { active: boolean; reduced: boolean; tone: string }) {
  if (active && !reduced) return <span className="ferry-spinner" aria-hidden="true" />
  return <span className={`ferry-dot ferry-dot--${active ? 'active' : tone}`} aria-hidden="true" />
}

function stepTone(step: ExecutionStepState): 'failed' | 'complete' | 'active' | 'pending' {
  if (step.items.some((item) => item.status === 'failed')) return 'failed'
  if (step.items.every((item) => item.status === 'complete')) return 'complete'
  if (step.items.some((item) => item.status !== 'pending')) return 'active'
  return 'pending'
}

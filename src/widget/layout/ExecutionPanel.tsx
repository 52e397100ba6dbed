import { useId, useLayoutEffect, type ReactElement } from 'react'
import { canCompleteWithoutUser } from '../../core/index'
import { outcomeOf, type ExecutionState, type UseExecuteStepsReturnType } from '../../react/index'
import { useWidgetLabels } from '../lazyLabels'
import { useQuoteAtomicBatch } from '../batch/useQuoteAtomicBatch'
import type { ChainDisplayProps } from '../display/text'
import { OutcomeView } from '../outcome/OutcomeView'
import { isRetryable } from '../outcome/nextActions'
import { ProgressView } from '../progress/ProgressView'
import { MainButton } from '../button/MainButton'
import type { MainButtonState } from '../button/mainButtonState'

export interface ExecutionPanelProps extends ChainDisplayProps {
  execution: UseExecuteStepsReturnType
  button: MainButtonState
  /** "New transfer". */
  onReset(): void
  /** "Try again" when nothing left the wallet: back to the review of a fresh quote. */
  onRetry(): void
  /** Stop waiting here for a request that is paid (or may still complete), and show it in the history. */
  onFollowInHistory(): void
  /** The wallet declined and nothing left it: no outcome to show, the review takes the run back (and resets it). Without it, the outcome says so. */
  onDeclined?: (() => void) | undefined
  /** `false`: the run sends each transaction on its own (as `useExecuteSteps` was given it). */
  batch?: boolean | undefined
}

/**
 * A run on screen: progress while it goes, then its outcome. Before the funds leave the wallet the
 * run can be cancelled; after, nothing can call them back, so the only control stops waiting here
 * and hands the request to the history, which follows it until it ends. A failed fill awaiting its
 * refund is the outcome's to tell (no busy button nor "on their way" beside it).
 */
export function ExecutionPanel({ execution, button, onReset, onRetry, onFollowInHistory, onDeclined, batch, ...display }: ExecutionPanelProps): ReactElement {
  const { common, progress } = useWidgetLabels()
  const hintId = useId()
  const { state, isExecuting, cancel } = execution
  // A decline with nothing sent is no outcome: handed back before it paints, so the review never flickers away.
  const declined = onDeclined !== undefined && !isExecuting && state.error?.code === 'USER_REJECTED' && isRetryable(state)
  useLayoutEffect(() => {
    if (declined) onDeclined?.()
  }, [declined, onDeclined])
  if (declined) return <div className="ferry-execution" />
  // Progress and its controls only while the request has no word of how it ends: once the service
  // says failure (a refund follows), refund or success, the outcome tells it alone, top to bottom.
  const running = state.endedAt === undefined && outcomeOf(state) === 'pending'
  const paid = canCompleteWithoutUser(state)
  return (
    <div className="ferry-execution">
      {running && <RunProgress state={state} batch={batch} {...display} />}
      <OutcomeView state={state} onReset={onReset} onRetry={onRetry} onShowHistory={onFollowInHistory} {...display} />
      {running && (isExecuting || paid) && (
        <div className="ferry-actions">
          <MainButton state={button} originChainId={undefined} onReview={() => {}} />
          {paid ? (
            <>
              <p id={hintId} className="ferry-actions__hint">
                {progress.followInHistoryHint}
              </p>
              <button type="button" className="ferry-text-button" onClick={onFollowInHistory} aria-describedby={hintId}>
                {progress.followInHistory}
              </button>
            </>
          ) : (
            <button type="button" className="ferry-text-button" onClick={cancel}>
              {common.cancel}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/** The run's progress, told as the run sends it: a batch as one prompt where the wallet takes it (asked while the run goes). */
function RunProgress({ state, batch, ...display }: ChainDisplayProps & { state: ExecutionState; batch: boolean | undefined }): ReactElement {
  return <ProgressView state={state} atomic={useQuoteAtomicBatch(state.quote, batch)} {...display} />
}

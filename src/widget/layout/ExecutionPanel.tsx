import type { ReactElement } from 'react'
import type { UseExecuteStepsReturnType } from '../../react/index'
import { useWidgetLabels } from '../context'
import type { ChainDisplayProps } from '../execution/format'
import { OutcomeView } from '../execution/OutcomeView'
import { ProgressView } from '../execution/ProgressView'
import { MainButton } from '../MainButton'
import type { MainButtonState } from '../mainButton'

export interface ExecutionPanelProps extends ChainDisplayProps {
  execution: UseExecuteStepsReturnType
  button: MainButtonState
  /** "New transfer". */
  onReset(): void
  /** "Try again" after a retryable error: back to the review of a fresh quote. */
  onRetry(): void
}

/** A run on screen: progress while it goes (with what the wallet waits for, and Cancel), then its outcome. */
export function ExecutionPanel({ execution, button, onReset, onRetry, chainName, explorerTxUrl }: ExecutionPanelProps): ReactElement {
  const labels = useWidgetLabels()
  const { state, isExecuting, cancel } = execution
  return (
    <div className="ferry-execution">
      {state.endedAt === undefined && <ProgressView state={state} labels={labels} chainName={chainName} explorerTxUrl={explorerTxUrl} />}
      <OutcomeView state={state} labels={labels} onReset={onReset} onRetry={onRetry} chainName={chainName} explorerTxUrl={explorerTxUrl} />
      {isExecuting && (
        <div className="ferry-actions">
          <MainButton state={button} originChainId={undefined} onReview={() => {}} />
          <button type="button" className="ferry-text-button" onClick={cancel}>
            {labels.cancel}
          </button>
        </div>
      )}
    </div>
  )
}

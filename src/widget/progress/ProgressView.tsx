import { useId } from 'react'
import type { ExecutionState } from '../../react/index'
import { useWidgetLabels } from '../lazyLabels'
import { RouteHeader } from '../display/RouteHeader'
import { quoteSides } from '../display/side'
import type { ChainDisplayProps } from '../display/text'
import { ElapsedTimer } from './ElapsedTimer'
import { Timeline } from './Timeline'
import { headlineOf, timelineOf } from './timelineEntries'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

export interface ProgressViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Nothing renders while it is `idle`. */
  state: ExecutionState
  className?: string | undefined
}

/**
 * A running execution: the route, a headline in plain words (announced politely), the elapsed
 * time against the quote's estimate, and a timeline of the wallet prompts and the delivery, each
 * transaction linked to its explorer. Without animation when the user prefers reduced motion.
 */
export function ProgressView({ state, explorerTxUrl, chainName, chainLogo, currencyLogo, className }: ProgressViewProps) {
  const labels = useWidgetLabels()
  const titleId = useId()
  const reduced = usePrefersReducedMotion()
  if (state.phase === 'idle') return null
  const context = { labels, chainName }
  const entries = timelineOf(state, context)
  const { send, receive } = quoteSides(state.quote)
  return (
    <section className={['ferry-progress', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className="ferry-progress__title">
        {labels.progress.title}
      </h3>
      <RouteHeader send={send} receive={receive} chainName={chainName} chainLogo={chainLogo} currencyLogo={currencyLogo} />
      <p className="ferry-progress__headline" role="status" aria-live="polite">
        <span>{headlineOf(state, entries, context)}</span>
        {/* A failed read after the deposit is not a failed transfer: say so, and keep going. */}
        {state.statusError && <span className="ferry-progress__checking">{labels.progress.stillChecking}</span>}
      </p>
      {state.startedAt !== undefined && <ElapsedTimer startedAt={state.startedAt} endedAt={state.endedAt} estimateSeconds={state.quote?.details.timeEstimate} />}
      <Timeline entries={entries} reduced={reduced} explorerTxUrl={explorerTxUrl} />
    </section>
  )
}

import { useId, useState } from 'react'
import type { QuoteResponse, WalletAtomicStatus } from '../../core/index'
import type { ExecutionState } from '../../react/index'
import { declinedBatches } from '../batch/runBatches'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { RouteHeader } from '../display/RouteHeader'
import { quoteSides } from '../display/side'
import type { ChainDisplayProps } from '../display/text'
import { ElapsedTimer } from './ElapsedTimer'
import { Timeline } from './Timeline'
import { headlineOf, timelineOf } from './timelineEntries'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'
import { useFocusOnMount } from '../useFocusOnMount'

export interface ProgressViewProps extends ChainDisplayProps {
  /** `useExecuteSteps().state`. Nothing renders while it is `idle`. */
  state: ExecutionState
  className?: string | undefined
  /**
   * What `useAtomicBatch` says of the wallet on the quote's chain, when the run may batch
   * (`useExecuteSteps`' `batch` is not `false`): with `supported` or `ready`, the approval and
   * deposit the run sends as one batch are one entry, before the wallet has the batch too.
   * Recorded batches are one entry whatever it says.
   */
  atomic?: WalletAtomicStatus | undefined
}

/**
 * A running execution: the route, a headline in plain words (announced politely as it changes),
 * the elapsed time against the quote's estimate, and a timeline of the wallet prompts and the
 * delivery, each transaction linked to its explorer. Without animation when the user prefers
 * reduced motion. When it appears after the focus was lost (the review that started the run
 * closed), its heading takes the focus.
 */
export function ProgressView({ state, explorerTxUrl, chainName, chainLogo, currencyLogo, className, atomic }: ProgressViewProps) {
  const labels = useWidgetLabels()
  const locale = useWidgetLocale()
  const titleId = useId()
  const headlineId = useId()
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const reduced = usePrefersReducedMotion()
  const declined = useDeclinedBatches(state)
  if (state.phase === 'idle') return null
  const context = { labels, chainName, locale, batching: { atomic, declined } }
  const entries = timelineOf(state, context)
  const { send, receive } = quoteSides(state.quote)
  return (
    <section className={['ferry-progress', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      {/* It takes the focus the closed review had; focused, it reads the step the run is at. */}
      <h3 id={titleId} ref={heading} tabIndex={-1} aria-describedby={headlineId} className="ferry-progress__title">
        {labels.progress.title}
      </h3>
      <RouteHeader send={send} receive={receive} chainName={chainName} chainLogo={chainLogo} currencyLogo={currencyLogo} />
      <p className="ferry-progress__headline" role="status" aria-live="polite">
        <span id={headlineId}>{headlineOf(state, entries, context)}</span>
        {/* A failed read after the deposit is not a failed transfer: say so, and keep going. */}
        {state.statusError && <span className="ferry-progress__checking">{labels.progress.stillChecking}</span>}
      </p>
      {state.startedAt !== undefined && <ElapsedTimer startedAt={state.startedAt} endedAt={state.endedAt} estimateSeconds={state.quote?.details.timeEstimate} />}
      <Timeline entries={entries} reduced={reduced} explorerTxUrl={explorerTxUrl} />
    </section>
  )
}

/**
 * The would-be batches of this run the wallet did not take: seen waiting for the wallet together,
 * then back to `incomplete`. Their calls go one by one, and show so from then on.
 */
function useDeclinedBatches({ requestId, quote }: ExecutionState): ReadonlySet<string> {
  const [seen, setSeen] = useState<{ requestId: string | undefined; quote: QuoteResponse | undefined; keys: ReadonlySet<string> }>({ requestId, quote, keys: new Set() })
  if (seen.quote === quote) return seen.keys
  // Each run starts afresh; the records are compared with those of the last render.
  const kept = seen.requestId === requestId ? seen.keys : new Set<string>()
  const found = declinedBatches(seen.quote, quote)
  const keys = found.length ? new Set([...kept, ...found]) : kept
  setSeen({ requestId, quote, keys })
  return keys
}

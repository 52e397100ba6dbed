import type { ReactElement } from 'react'
import { useWidgetLabels } from '../lazyLabels'
import type { ChainDisplayProps } from '../display/text'
import { TxHash } from '../display/TxHash'
import type { TimelineEntry, TimelineStage } from './timelineEntries'

export interface TimelineProps extends Pick<ChainDisplayProps, 'explorerTxUrl'> {
  entries: TimelineEntry[]
  /** The user prefers reduced motion: a still mark instead of a spinner. */
  reduced: boolean
}

const MOVING: ReadonlySet<TimelineStage> = new Set(['wallet', 'submitted', 'confirming', 'active'])

/**
 * The run's entries top to bottom, joined by a line: done ones checked, the current one marked
 * (`aria-current="step"`) with a spinner, each transaction linked to its explorer; a batch lists
 * its calls under its title.
 */
export function Timeline({ entries, reduced, explorerTxUrl }: TimelineProps): ReactElement {
  const { prompts } = useWidgetLabels()
  return (
    <ol className="ferry-timeline">
      {entries.map((entry) => (
        <li key={entry.key} className={`ferry-timeline__entry ferry-timeline__entry--${entry.stage}`} aria-current={entry.current ? 'step' : undefined}>
          <Marker stage={entry.stage} moving={entry.current && MOVING.has(entry.stage)} reduced={reduced} />
          <div className="ferry-timeline__body">
            <span className="ferry-timeline__title">{entry.title}</span>
            <span className="ferry-timeline__status">{entry.status}</span>
            {entry.calls && (
              <ul className="ferry-timeline__calls" aria-label={prompts.batchCalls}>
                {entry.calls.map((call, index) => (
                  <li key={index}>{call}</li>
                ))}
              </ul>
            )}
            {entry.txHash && <TxHash hash={entry.txHash} transaction={entry.txName} chainId={entry.chainId} explorerTxUrl={explorerTxUrl} />}
          </div>
        </li>
      ))}
    </ol>
  )
}

function Marker({ stage, moving, reduced }: { stage: TimelineStage; moving: boolean; reduced: boolean }) {
  const icon =
    stage === 'done' ? (
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    ) : stage === 'failed' ? (
      <path d="M7 7l10 10M17 7L7 17" />
    ) : undefined
  return (
    <span className={`ferry-timeline__marker${moving && !reduced ? ' ferry-timeline__marker--spin' : ''}`} aria-hidden="true">
      {icon && (
        <svg width="14" height="14" viewBox="0 0 24 24" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          {icon}
        </svg>
      )}
    </span>
  )
}

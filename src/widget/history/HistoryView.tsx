import { useId, useRef } from 'react'
import { useExecutionHistory, type RequestStatusSchedule } from '../../react/index'
import type { ChainDisplayProps } from '../display/text'
import { dateTimeIn } from '../display/time'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { useFocusOnMount } from '../useFocusOnMount'
import { ClearHistory } from './ClearHistory'
import { HistoryRow } from './HistoryRow'

export interface HistoryViewProps extends ChainDisplayProps {
  /** When a request started, in full (a row's time ago shows it on hover). Default: the widget locale's date and time (English: the browser's). */
  formatTime?: ((ms: number) => string) | undefined
  /** The pace of status polling for requests not yet ended (the core's schedule by default). */
  pollOptions?: RequestStatusSchedule | undefined
  className?: string | undefined
}

/**
 * This browser's requests under the `FerryProvider` namespace (`useExecutionHistory`), newest
 * first, each following its status with `useRequestStatus` until it ends; what a row reads is
 * written back to the history, so an ended request is never polled again.
 */
export function HistoryView({ formatTime: hostFormatTime, pollOptions, className, ...display }: HistoryViewProps) {
  const { history } = useWidgetLabels()
  const locale = useWidgetLocale()
  const formatTime = hostFormatTime ?? ((ms: number) => dateTimeIn(locale, ms))
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const titleRef = useFocusOnMount(title)
  const { entries, recordStatus, clear } = useExecutionHistory()
  return (
    <section className={['ferry-history', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="ferry-history__header">
        {/* Focusable from code only: it takes the focus once the history is cleared, and the focus
            "Follow in History" had (the run's view is gone); a tab chosen keeps its own. */}
        <h3 id={titleId} ref={titleRef} tabIndex={-1} className="ferry-history__title">
          {history.title}
        </h3>
        {entries.length > 0 && <ClearHistory count={entries.length} onClear={clear} onCleared={() => title.current?.focus()} />}
      </header>
      {entries.length === 0 ? (
        <p className="ferry-history__empty">{history.empty}</p>
      ) : (
        <ul className="ferry-history__list" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <HistoryRow
              key={entry.requestId}
              entry={entry}
              formatTime={formatTime}
              pollOptions={pollOptions}
              onStatus={recordStatus}
              {...display}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

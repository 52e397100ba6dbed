import { useEffect, useId, useRef, useState } from 'react'
import { sameId } from '../../core/utils/sameId'
import { useExecutionHistory, type RequestStatusSchedule } from '../../react/index'
import type { ChainDisplayProps } from '../display/text'
import { dateTimeIn } from '../display/time'
import { useWidgetLocale } from '../i18n/locale'
import { useWidgetLabels } from '../lazyLabels'
import { useFocusOnMount } from '../useFocusOnMount'
import { ClearHistory } from './ClearHistory'
import { HistoryDetail } from './HistoryDetail'
import { HistoryRow } from './HistoryRow'
import type { HistorySupport } from './support'

export interface HistoryViewProps extends ChainDisplayProps, HistorySupport {
  /** When a request started, in full (a row's time ago shows it on hover). Default: the widget locale's date and time (English: the browser's). */
  formatTime?: ((ms: number) => string) | undefined
  /** The pace of status polling for requests not yet ended (the core's schedule by default). */
  pollOptions?: RequestStatusSchedule | undefined
  className?: string | undefined
}

/**
 * This browser's requests under the `FerryProvider` namespace (`useExecutionHistory`), newest
 * first, each following its status with `useRequestStatus` until it ends; what a row reads is
 * written back to the history, so an ended request is never polled again. A row opens the
 * request's details in place of the list (its live progress while it runs); Back returns to the
 * list, on that row.
 */
export function HistoryView({ formatTime: hostFormatTime, pollOptions, className, supportUrl, onSupport, ...display }: HistoryViewProps) {
  const { history } = useWidgetLabels()
  const locale = useWidgetLocale()
  const formatTime = hostFormatTime ?? ((ms: number) => dateTimeIn(locale, ms))
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const titleRef = useFocusOnMount(title)
  const { entries, recordStatus, clear } = useExecutionHistory()
  const [openId, setOpenId] = useState<string>()
  // The row whose details were closed takes the focus back.
  const returnTo = useRef<string>(undefined)
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (openId !== undefined || !returnTo.current) return
    list.current?.querySelector<HTMLButtonElement>(`[data-request-id="${returnTo.current}"]`)?.focus()
    returnTo.current = undefined
  }, [openId])
  const open = openId === undefined ? undefined : entries.find((entry) => sameId(entry.requestId, openId))
  if (open) {
    return (
      <HistoryDetail
        entry={open}
        formatTime={formatTime}
        pollOptions={pollOptions}
        onStatus={recordStatus}
        onBack={() => {
          returnTo.current = open.requestId
          setOpenId(undefined)
        }}
        supportUrl={supportUrl}
        onSupport={onSupport}
        {...display}
      />
    )
  }
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
        <ul ref={list} className="ferry-history__list" aria-labelledby={titleId}>
          {entries.map((entry) => (
            <HistoryRow
              key={entry.requestId}
              entry={entry}
              formatTime={formatTime}
              pollOptions={pollOptions}
              onStatus={recordStatus}
              onOpen={() => setOpenId(entry.requestId)}
              {...display}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

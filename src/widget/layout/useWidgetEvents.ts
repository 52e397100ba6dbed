import { useEffect, useRef } from 'react'
import type { QuoteRequest } from '../../core/index'
import type { ExecutionHistoryEntry, ExecutionState, UseQuoteReturnType } from '../../react/index'
import type { WidgetEvent } from '../events'
import { loadParts } from '../lazy'
import type { WidgetMode } from '../types'
import { amountsOf, errorOf } from './eventFields'
import type * as RunEvents from './runEvents'

export interface UseWidgetEventsParameters {
  /** The host's `onEvent`, guarded (`useHostEvent`): it never throws. */
  onEvent: (event: WidgetEvent) => void
  mode: WidgetMode
  quote: UseQuoteReturnType
  execution: ExecutionState
  /** The history: a request the user stopped watching still reports its end from here. */
  history: ExecutionHistoryEntry[]
}

/**
 * Reports quote and execution changes through `onEvent`, once each: a fetch starting, a quote
 * fetched, a quote failing; every item status change (a batch's items together, once); the end in success, failure or refund —
 * for a request the user stopped watching too, when the history sees it end. A request that may
 * still complete never reports `failure`. What is on screen when the widget mounts (a resumed run,
 * say) is not reported again.
 */
export function useWidgetEvents({ onEvent, mode, quote, execution, history }: UseWidgetEventsParameters): void {
  const emit = useRef(onEvent)
  const current = useRef({ mode, request: quote.request })
  useEffect(() => {
    emit.current = onEvent
    current.current = { mode, request: quote.request }
  })
  const send = (event: WidgetEvent) => emit.current(event)

  const { isFetching, dataUpdatedAt, errorUpdatedAt, isPlaceholderData, data, error } = quote
  const fetchedRequest = useRef<QuoteRequest | undefined>(undefined)
  useEffect(() => {
    if (!isFetching || !current.current.request) return
    fetchedRequest.current = current.current.request
    send({ type: 'quote-requested', mode: current.current.mode, request: current.current.request })
  }, [isFetching])
  useEffect(() => {
    if (!dataUpdatedAt || isPlaceholderData || !data || !fetchedRequest.current) return
    send({ type: 'quote-received', mode: current.current.mode, request: fetchedRequest.current, quotedAt: dataUpdatedAt, ...amountsOf(data) })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per fetch, keyed by its time
  }, [dataUpdatedAt])
  useEffect(() => {
    if (!errorUpdatedAt || !error) return
    send({ type: 'quote-failed', mode: current.current.mode, request: fetchedRequest.current, error: errorOf(error) })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, keyed by its time
  }, [errorUpdatedAt])

  // Requests whose end was reported, by the run or by the history: each is reported once.
  const ended = useRef(new Set<string>())
  // The run's and the history's events are read by ./runEvents (with the later parts), loaded when one first changes (after
  // the form), in the order of the changes: one queue, so a step never reports after its request's end.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const report = (read: (module: typeof RunEvents) => WidgetEvent[]) => {
    queue.current = queue.current
      .then(() => loadParts())
      .then(({ runEvents: module }) => {
        for (const event of read(module)) send(event)
      })
      // The module could not load (offline): these events are lost, said as an uncaught error; the queue goes on.
      .catch((error: unknown) => globalThis.reportError?.(error))
  }

  const previous = useRef(execution)
  useEffect(() => {
    const before = previous.current
    previous.current = execution
    if (before === execution) return
    const { mode: at } = current.current
    report(({ runEvents }) => runEvents({ before, after: execution, mode: at, ended: ended.current }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state of the run
  }, [execution])

  // Requests that ended while only the history followed them (the user stopped watching); what the history holds at mount is not reported.
  const previousHistory = useRef(history)
  useEffect(() => {
    const before = previousHistory.current
    previousHistory.current = history
    if (before === history) return
    const { mode: at } = current.current
    report(({ historyEvents }) => historyEvents({ before, after: history, mode: at, ended: ended.current }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per state of the history
  }, [history])
}

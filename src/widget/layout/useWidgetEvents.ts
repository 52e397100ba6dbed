import { useEffect, useRef } from 'react'
import { isFinalStatus, type ExecutionHistoryEntry, type ExecutionState, type FerryError, type QuoteRequest, type QuoteResponse, type UseQuoteReturnType } from '../../react/index'
import type { WidgetEvent, WidgetEventAmounts, WidgetEventError } from '../events'
import type { WidgetMode } from '../types'
import { modeOfRoute } from './executionMode'

export interface UseWidgetEventsParameters {
  onEvent: ((event: WidgetEvent) => void) | undefined
  mode: WidgetMode
  quote: UseQuoteReturnType
  execution: ExecutionState
  /** The history: a request the user stopped watching still reports its end from here. */
  history: ExecutionHistoryEntry[]
}

/** Errors that stop the run, not the request: no outcome event until the request itself ends. */
const IN_FLIGHT_CODES: ReadonlySet<string> = new Set(['STATUS_TIMEOUT', 'FOLLOW_STOPPED'])

export const amountsOf = (quote: QuoteResponse | undefined): WidgetEventAmounts => ({
  amountIn: quote?.details.currencyIn?.amount,
  amountOut: quote?.details.currencyOut?.amount,
})

const errorOf = (error: FerryError | { code: string; message: string }): WidgetEventError => ({
  code: error.code,
  message: 'shortMessage' in error ? error.shortMessage : error.message,
})

/**
 * Reports quote and execution changes through `onEvent`, once each: a fetch starting, a quote
 * fetched, a quote failing; every item status change; the end in success, failure or refund —
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
  const send = (event: WidgetEvent) => emit.current?.(event)

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
  const previous = useRef(execution)
  useEffect(() => {
    const before = previous.current
    previous.current = execution
    if (before === execution) return
    const { mode: at } = current.current
    const requestId = execution.requestId
    execution.steps.forEach((step, i) =>
      step.items.forEach((item, j) => {
        const was = before.steps[i]?.items[j]
        if (item.status !== 'pending' && item.status !== was?.status) {
          send({ type: 'step-updated', mode: at, requestId, stepId: step.id, itemIndex: j, status: item.status, ...(item.txHash ? { txHash: item.txHash } : {}) })
        }
      }),
    )
    if (execution.phase === before.phase) return
    if (execution.phase === 'success' || execution.phase === 'refund') ended.current.add(requestId?.toLowerCase() ?? '')
    if (execution.phase === 'success') send({ type: 'success', mode: at, requestId, txHashes: execution.txHashes, ...amountsOf(execution.quote) })
    else if (execution.phase === 'refund') send({ type: 'refund', mode: at, requestId, txHashes: execution.txHashes, ...amountsOf(execution.quote) })
    else if (execution.error && IN_FLIGHT_CODES.has(execution.error.code)) return
    else if ((execution.phase === 'failure' || execution.phase === 'error') && execution.error) send({ type: 'failure', mode: at, requestId, error: errorOf(execution.error) })
    else if (execution.phase === 'failure') send({ type: 'failure', mode: at, requestId, error: { code: 'REQUEST_FAILED', message: 'The request failed.' } })
  }, [execution])

  // Requests that ended while only the history followed them (the user stopped watching).
  const seen = useRef<Map<string, string | undefined> | undefined>(undefined)
  useEffect(() => {
    const known = seen.current
    seen.current = new Map(history.map((entry) => [entry.requestId.toLowerCase(), entry.status]))
    if (!known) return
    for (const entry of history) {
      const id = entry.requestId.toLowerCase()
      const word = entry.status
      if (!word || !isFinalStatus(word) || !known.has(id) || known.get(id) === word || ended.current.has(id)) continue
      ended.current.add(id)
      const at = entry.currencyIn && entry.currencyOut ? modeOfRoute(entry.currencyIn.chainId, entry.currencyOut.chainId) : current.current.mode
      const amounts = { amountIn: entry.currencyIn?.amount, amountOut: entry.currencyOut?.amount }
      send({ type: word === 'success' ? 'success' : 'refund', mode: at, requestId: entry.requestId, txHashes: entry.txHashes, ...amounts })
    }
  }, [history])
}

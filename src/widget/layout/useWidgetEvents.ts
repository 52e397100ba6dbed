import { useEffect, useRef } from 'react'
import { FerryError, itemRecords, type FerryErrorCode, type QuoteRequest, type QuoteResponse } from '../../core/shared'
import { outcomeOf, type ExecutionHistoryEntry, type ExecutionState, type RunOutcome, type UseQuoteReturnType } from '../../react/index'
import { batchUpdates } from '../batch/batchUpdates'
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

export const amountsOf = (quote: QuoteResponse | undefined): WidgetEventAmounts => ({
  amountIn: quote?.details.currencyIn?.amount,
  amountOut: quote?.details.currencyOut?.amount,
})

const errorOf = (error: FerryError | { code: FerryErrorCode; message: string }): WidgetEventError => ({
  code: error.code,
  message: error instanceof FerryError ? error.shortMessage : error.message,
})

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
    const was = before.quote ? itemRecords(before.quote) : []
    // A batch's items move together: reported once, the calls inside.
    const batched = new Set<string>()
    for (const { batchId, chainId, status, txHash, items } of execution.quote ? batchUpdates(before.quote, execution.quote) : []) {
      for (const item of items) batched.add(`${item.stepIndex}-${item.itemIndex}`)
      const calls = items.map(({ stepId, itemIndex }) => ({ stepId, itemIndex }))
      send({ type: 'batch-updated', mode: at, requestId, ...(batchId ? { batchId } : {}), chainId, status, ...(txHash ? { txHash } : {}), calls })
    }
    for (const item of execution.quote ? itemRecords(execution.quote) : []) {
      if (batched.has(`${item.stepIndex}-${item.itemIndex}`)) continue
      const prior = was.find((w) => w.stepIndex === item.stepIndex && w.itemIndex === item.itemIndex)
      if (item.status !== 'incomplete' && item.status !== prior?.status) {
        send({ type: 'step-updated', mode: at, requestId, stepId: item.stepId, itemIndex: item.itemIndex, status: item.status, ...(item.txHash ? { txHash: item.txHash } : {}) })
      }
    }
    const outcome = outcomeOf(execution)
    if (outcome === outcomeOf(before)) return
    if (outcome === 'success' || outcome === 'refunded') ended.current.add(requestId?.toLowerCase() ?? '')
    if (outcome === 'success') send({ type: 'success', mode: at, requestId, txHashes: execution.txHashes, ...amountsOf(execution.quote) })
    else if (outcome === 'refunded') send({ type: 'refund', mode: at, requestId, txHashes: execution.txHashes, ...amountsOf(execution.quote) })
    else if (outcome === 'failed' || outcome === 'stopped') {
      send({ type: 'failure', mode: at, requestId, error: execution.error ? errorOf(execution.error) : { code: 'REQUEST_FAILED', message: 'The request failed.' } })
    }
  }, [execution])

  // Requests that ended while only the history followed them (the user stopped watching).
  const seen = useRef<Map<string, RunOutcome> | undefined>(undefined)
  useEffect(() => {
    const known = seen.current
    seen.current = new Map(history.map((entry) => [entry.requestId.toLowerCase(), outcomeOf(entry)]))
    if (!known) return
    for (const entry of history) {
      const id = entry.requestId.toLowerCase()
      const outcome = outcomeOf(entry)
      if ((outcome !== 'success' && outcome !== 'refunded') || !known.has(id) || known.get(id) === outcome || ended.current.has(id)) continue
      ended.current.add(id)
      const at = entry.currencyIn && entry.currencyOut ? modeOfRoute(entry.currencyIn.chainId, entry.currencyOut.chainId) : current.current.mode
      const amounts = { amountIn: entry.currencyIn?.amount, amountOut: entry.currencyOut?.amount }
      send({ type: outcome === 'success' ? 'success' : 'refund', mode: at, requestId: entry.requestId, txHashes: entry.txHashes, ...amounts })
    }
  }, [history])
}

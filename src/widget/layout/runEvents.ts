import { itemRecords } from '../../core/index'
import { outcomeOf, type ExecutionHistoryEntry, type ExecutionState } from '../../react/index'
import { batchUpdates } from '../batch/batchUpdates'
import type { WidgetEvent } from '../events'
import type { WidgetMode } from '../types'
import { amountsOf, errorOf } from './eventFields'
import { modeOfRoute } from './executionMode'

// What a run and the history report to the host (`onEvent`), read from two of their states. Pure,
// and loaded after the form (useWidgetEvents imports it when a run or the history first changes):
// nothing runs before then.

export interface RunEventsParameters {
  before: ExecutionState
  after: ExecutionState
  /** The form's mode as the change happens. */
  mode: WidgetMode
  /** Requests whose end was reported (lower-case ids), by the run or the history: added to here, each reported once. */
  ended: Set<string>
}

/** A run's changes: each batch once per status change (its calls inside), every other item's status change, then its end. */
export function runEvents({ before, after, mode, ended }: RunEventsParameters): WidgetEvent[] {
  const events: WidgetEvent[] = []
  const { requestId } = after
  const was = before.quote ? itemRecords(before.quote) : []
  // A batch's items move together: reported once, the calls inside.
  const batched = new Set<string>()
  for (const { batchId, chainId, status, txHash, items } of after.quote ? batchUpdates(before.quote, after.quote) : []) {
    for (const item of items) batched.add(`${item.stepIndex}-${item.itemIndex}`)
    const calls = items.map(({ stepId, itemIndex }) => ({ stepId, itemIndex }))
    events.push({ type: 'batch-updated', mode, requestId, ...(batchId ? { batchId } : {}), chainId, status, ...(txHash ? { txHash } : {}), calls })
  }
  for (const item of after.quote ? itemRecords(after.quote) : []) {
    if (batched.has(`${item.stepIndex}-${item.itemIndex}`)) continue
    const prior = was.find((w) => w.stepIndex === item.stepIndex && w.itemIndex === item.itemIndex)
    if (item.status !== 'incomplete' && item.status !== prior?.status) {
      events.push({ type: 'step-updated', mode, requestId, stepId: item.stepId, itemIndex: item.itemIndex, status: item.status, ...(item.txHash ? { txHash: item.txHash } : {}) })
    }
  }
  const outcome = outcomeOf(after)
  if (outcome === outcomeOf(before)) return events
  if (outcome === 'success' || outcome === 'refunded') ended.add(requestId?.toLowerCase() ?? '')
  if (outcome === 'success') events.push({ type: 'success', mode, requestId, txHashes: after.txHashes, ...amountsOf(after.quote) })
  else if (outcome === 'refunded') events.push({ type: 'refund', mode, requestId, txHashes: after.txHashes, ...amountsOf(after.quote) })
  // A request that may still complete (the run stopped waiting) never reports `failure`.
  else if (outcome === 'failed' || outcome === 'stopped') {
    events.push({ type: 'failure', mode, requestId, error: after.error ? errorOf(after.error) : { code: 'REQUEST_FAILED', message: 'The request failed.' } })
  }
  return events
}

export interface HistoryEventsParameters {
  before: ExecutionHistoryEntry[]
  after: ExecutionHistoryEntry[]
  /** The form's mode, for an entry without its route's currencies. */
  mode: WidgetMode
  ended: Set<string>
}

/** The ends of requests only the history followed (the user stopped watching), each once, in the mode of their route. */
export function historyEvents({ before, after, mode, ended }: HistoryEventsParameters): WidgetEvent[] {
  const known = new Map(before.map((entry) => [entry.requestId.toLowerCase(), outcomeOf(entry)]))
  const events: WidgetEvent[] = []
  for (const entry of after) {
    const id = entry.requestId.toLowerCase()
    const outcome = outcomeOf(entry)
    if ((outcome !== 'success' && outcome !== 'refunded') || !known.has(id) || known.get(id) === outcome || ended.has(id)) continue
    ended.add(id)
    const at = entry.currencyIn && entry.currencyOut ? modeOfRoute(entry.currencyIn.chainId, entry.currencyOut.chainId) : mode
    const amounts = { amountIn: entry.currencyIn?.amount, amountOut: entry.currencyOut?.amount }
    events.push({ type: outcome === 'success' ? 'success' : 'refund', mode: at, requestId: entry.requestId, txHashes: entry.txHashes, ...amounts })
  }
  return events
}

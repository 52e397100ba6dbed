import type { Hex } from 'viem'
import {
  canCompleteWithoutUser,
  itemRecords,
  type ExecutionProgress,
  type ExecutionResult,
  type FerryError,
  type FerryErrorCode,
  type ItemRecordStatus,
  type ItemProgressStatus,
  type QuoteResponse,
  type StatusResponse,
} from '../../core/index'

/**
 * Where an execution stands. `failure` is not the end while the run still polls for the refund
 * that follows it; `endedAt` says whether a run is over. A run that stopped on an error (the user
 * declined, cancelled, a check refused the quote, following stopped) is `error`, and its `error`
 * says which.
 */
export type ExecutionPhase =
  | 'idle'
  | 'awaiting-wallet'
  | 'submitting'
  | 'confirming'
  | 'polling'
  | 'success'
  | 'failure'
  | 'refund'
  | 'error'

/**
 * The state of one execution, persisted as it is (its errors rebuilt with their classes after a
 * reload). Each item's status lives in one place, the run's records in `quote` (read them with
 * the core's `itemRecords`); once the run ends, each item is final: `complete`, `failed`, or
 * `incomplete` (never sent).
 */
export interface ExecutionState {
  phase: ExecutionPhase
  requestId?: Hex | undefined
  /**
   * The run's records: the quote being executed with each item's status as it went, a sent
   * transaction with its hash. What a resume hands back to the core.
   */
  quote?: QuoteResponse | undefined
  /** Origin-side hashes: sent by this execution, or indexed by the service. */
  inTxHashes: string[]
  /** Destination-side hashes (fills, refunds), as the service reports them. */
  txHashes: string[]
  /** The last status read. */
  status?: StatusResponse | undefined
  /** The last status read failed (after a send); following goes on. Cleared by the next read. */
  statusError?: FerryError | undefined
  /**
   * Why the run stopped: the same instance `execute()` rejected with, typed (`error.code`, and
   * the class's context: `QuoteChangedError.quote`, `RequestInFlightError.txHashes`, …).
   */
  error?: FerryError | undefined
  startedAt?: number | undefined
  updatedAt?: number | undefined
  /** Set when the run is over (success, refund, failure after the refund wait, error). */
  endedAt?: number | undefined
}

export type ExecutionEvent =
  /** The reviewed quote, shown at once while the run prepares (the executor may fetch it again). */
  | { type: 'start'; quote: QuoteResponse; at: number }
  | { type: 'progress'; progress: ExecutionProgress; at: number }
  /** Following an interrupted request by its status again, after a reload. */
  | { type: 'resume'; at: number }
  | { type: 'finish'; result: ExecutionResult; at: number }
  | { type: 'error'; error: FerryError; status?: StatusResponse | undefined; at: number }
  | { type: 'reset' }

export const initialExecutionState: ExecutionState = { phase: 'idle', inTxHashes: [], txHashes: [] }

/** Pure: the state after `event`. Time comes in the events, so the reducer never reads a clock. */
export function reduceExecution(state: ExecutionState, event: ExecutionEvent): ExecutionState {
  switch (event.type) {
    case 'reset':
      return initialExecutionState
    case 'start':
      return {
        phase: 'awaiting-wallet',
        requestId: event.quote.steps[0]?.requestId,
        quote: event.quote,
        inTxHashes: [],
        txHashes: [],
        startedAt: event.at,
        updatedAt: event.at,
      }
    case 'progress': {
      const { progress, at } = event
      if (progress.type === 'start') return { ...state, requestId: progress.requestId, quote: progress.quote, updatedAt: at }
      if (progress.type === 'item' || progress.type === 'batch') return reduceItem(state, progress, at)
      if (progress.type === 'status') return reduceStatus(state, progress.status, at)
      return { ...state, statusError: progress.error, updatedAt: at }
    }
    case 'resume':
      return { ...state, phase: 'polling', error: undefined, endedAt: undefined, updatedAt: event.at }
    case 'finish': {
      const { result, at } = event
      return {
        ...state,
        phase: 'success',
        requestId: result.requestId,
        ...(state.quote ? { quote: finalRecords(state.quote, 'success') } : {}),
        status: result.finalStatus,
        inTxHashes: result.inTxHashes,
        txHashes: result.txHashes,
        error: undefined,
        statusError: undefined,
        updatedAt: at,
        endedAt: at,
      }
    }
    case 'error': {
      const current = ongoing(state)
      const status = event.status ?? current.status
      return {
        ...current,
        ...(current.quote ? { quote: finalRecords(current.quote, 'stopped') } : {}),
        phase: phaseOfError(event.error.code),
        error: event.error,
        statusError: undefined,
        ...(status ? { status, txHashes: status.txHashes, inTxHashes: union(current.inTxHashes, status.inTxHashes) } : {}),
        updatedAt: event.at,
        endedAt: event.at,
      }
    }
  }
}

/**
 * The execution an error ends. When none is in flight, the attempt failed before it started (a
 * quote refresh, say): it ends on a clean slate, not on the last execution's records.
 */
function ongoing(state: ExecutionState): ExecutionState {
  return isInFlight(state) ? state : initialExecutionState
}

/** The core wrote the item's status into `progress.quote`: that quote is the record. */
function reduceItem(state: ExecutionState, progress: Extract<ExecutionProgress, { type: 'item' | 'batch' }>, at: number): ExecutionState {
  const { status, txHash, quote } = progress
  const allComplete = itemRecords(quote).every((item) => item.status === 'complete')
  return {
    ...state,
    phase: allComplete ? 'polling' : status === 'incomplete' ? state.phase : (ITEM_PHASE[status] ?? state.phase),
    requestId: progress.requestId,
    quote,
    inTxHashes: txHash ? union(state.inTxHashes, [txHash]) : state.inTxHashes,
    updatedAt: at,
  }
}

/** Item statuses that move the phase; `complete` and `failed` leave it to the next event. */
const ITEM_PHASE: Partial<Record<ItemProgressStatus, ExecutionPhase>> = {
  'waiting-for-wallet': 'awaiting-wallet',
  submitted: 'submitting',
  confirming: 'confirming',
}

/** Status words that move the phase; others (`waiting`, `pending`, unknown words) mean polling. */
const STATUS_PHASE = new Map<string, ExecutionPhase>([
  ['success', 'success'],
  ['failure', 'failure'],
  ['refund', 'refund'],
])

function reduceStatus(state: ExecutionState, status: StatusResponse, at: number): ExecutionState {
  const phase = STATUS_PHASE.get(status.status) ?? 'polling'
  return {
    ...state,
    phase,
    status,
    statusError: undefined,
    inTxHashes: union(state.inTxHashes, status.inTxHashes),
    txHashes: status.txHashes,
    updatedAt: at,
  }
}

function phaseOfError(code: FerryErrorCode): ExecutionPhase {
  if (code === 'REQUEST_REFUNDED') return 'refund'
  if (code === 'REQUEST_FAILED') return 'failure'
  return 'error'
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])]
}

/**
 * The records as a run ends. At a success every item is `complete`. Otherwise an item whose prompt
 * was open (declined, cancelled, interrupted) is `incomplete`: it was not sent. A sent item keeps
 * its record (`complete`, `failed`, or still `confirming` when the run stopped following a request
 * that may complete: its receipt was not seen, and the history follows the request).
 */
function finalRecords(quote: QuoteResponse, outcome: 'success' | 'stopped'): QuoteResponse {
  const final = (status: unknown): ItemRecordStatus | undefined => (outcome === 'success' ? 'complete' : status === 'waiting-for-wallet' ? 'incomplete' : undefined)
  return {
    ...quote,
    steps: quote.steps.map((step) => ({
      ...step,
      items: step.items.map((item) => {
        const status = final(item.status)
        return status ? { ...item, status } : item
      }),
    })),
  }
}

/** A run started and has not ended: after a reload, something is owed a resume or a verdict. */
export function isInFlight(state: ExecutionState): boolean {
  return state.phase !== 'idle' && state.endedAt === undefined
}

/**
 * What to do with a persisted state when no run is attached to it (after a reload):
 * - `none`: nothing in flight.
 * - `follow`: the funds went to the service (`canCompleteWithoutUser`), confirmed or not. Follow
 *   the request by its status with `quote`, in which every item is marked complete, so the core
 *   sends nothing again. A deposit sent but not confirmed is on its way: resending it would pay twice.
 * - `interrupted`: the funds item was never reached or its wallet prompt was open. Sending it now
 *   would prompt the wallet unasked, so nothing is sent; the execution ends, to be started again.
 */
export type ResumePlan = { kind: 'none' } | { kind: 'follow'; requestId: Hex; quote: QuoteResponse } | { kind: 'interrupted' }

export function planResume(state: ExecutionState): ResumePlan {
  if (!isInFlight(state)) return { kind: 'none' }
  const { requestId, quote } = state
  if (!requestId || !quote || !canCompleteWithoutUser(state)) return { kind: 'interrupted' }
  return { kind: 'follow', requestId, quote: finalRecords(quote, 'success') }
}

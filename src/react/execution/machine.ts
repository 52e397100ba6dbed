import type { Hex } from 'viem'
import {
  FerryError,
  type ExecutionProgress,
  type ExecutionResult,
  type ItemKind,
  type ItemProgressStatus,
  type QuoteResponse,
  type StatusResponse,
} from '../../core/index'
import { isPaid } from './sent'

/**
 * Where an execution stands. `failure` is not the end while the run still polls for the refund
 * that follows it; `endedAt` says whether a run is over.
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

/** `pending` until the executor reaches the item, then the core's item statuses. */
export type ExecutionItemStatus = 'pending' | ItemProgressStatus

export interface ExecutionItemState {
  status: ExecutionItemStatus
  kind?: ItemKind
  /** Set once a transaction item is sent. */
  txHash?: Hex
  /** The chain the item's transaction or signature is on. */
  chainId?: number
}

export interface ExecutionStepState {
  id: string
  action: string
  items: ExecutionItemState[]
}

/** An error as it persists: JSON-safe, with the `code` of the `FerryError` it came from. */
export interface ExecutionErrorInfo {
  code: string
  message: string
}

/** The state of one execution. JSON-safe throughout: it is persisted as it is. */
export interface ExecutionState {
  phase: ExecutionPhase
  requestId?: Hex
  steps: ExecutionStepState[]
  /** Origin-side hashes: sent by this execution, or indexed by the service. */
  inTxHashes: string[]
  /** Destination-side hashes (fills, refunds), as the service reports them. */
  txHashes: string[]
  /** The last status read. */
  status?: StatusResponse
  /** The last status read failed (after a send); following goes on. Cleared by the next read. */
  statusError?: ExecutionErrorInfo
  error?: ExecutionErrorInfo
  /** The quote with every finished item marked `complete`: what a resume hands back to the core. */
  quote?: QuoteResponse
  startedAt?: number
  updatedAt?: number
  /** Set when the run is over (success, refund, failure after the refund wait, error, cancel). */
  endedAt?: number
}

export type ExecutionEvent =
  | { type: 'start'; quote: QuoteResponse; at: number }
  | { type: 'progress'; progress: ExecutionProgress; at: number }
  /** Following an interrupted request by its status again, after a reload. */
  | { type: 'resume'; at: number }
  | { type: 'finish'; result: ExecutionResult; at: number }
  | { type: 'error'; error: ExecutionErrorInfo; status?: StatusResponse | undefined; at: number }
  | { type: 'cancel'; at: number }
  | { type: 'reset' }

export const initialExecutionState: ExecutionState = { phase: 'idle', steps: [], inTxHashes: [], txHashes: [] }

/** Pure: the state after `event`. Time comes in the events, so the reducer never reads a clock. */
export function reduceExecution(state: ExecutionState, event: ExecutionEvent): ExecutionState {
  switch (event.type) {
    case 'reset':
      return initialExecutionState
    case 'start':
      return {
        phase: 'awaiting-wallet',
        requestId: event.quote.steps[0]?.requestId,
        steps: stepsOf(event.quote),
        inTxHashes: [],
        txHashes: [],
        quote: event.quote,
        startedAt: event.at,
        updatedAt: event.at,
      }
    case 'progress': {
      const { progress, at } = event
      if (progress.type === 'item') return reduceItem(state, progress, at)
      if (progress.type === 'status') return reduceStatus(state, progress.status, at)
      return { ...state, statusError: toExecutionError(progress.error), updatedAt: at }
    }
    case 'resume':
      return { ...state, phase: 'polling', error: undefined, endedAt: undefined, updatedAt: event.at }
    case 'finish': {
      const { result, at } = event
      return {
        ...state,
        phase: 'success',
        requestId: result.requestId,
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
        phase: phaseOfError(event.error.code),
        error: event.error,
        statusError: undefined,
        ...(status ? { status, txHashes: status.txHashes, inTxHashes: union(current.inTxHashes, status.inTxHashes) } : {}),
        updatedAt: event.at,
        endedAt: event.at,
      }
    }
    case 'cancel':
      return {
        ...ongoing(state),
        phase: 'error',
        error: { code: 'CANCELLED', message: 'Cancelled. Anything already sent stays sent.' },
        updatedAt: event.at,
        endedAt: event.at,
      }
  }
}

/**
 * The execution an error or a cancel ends. When none is in flight, the attempt failed before it
 * started (a quote refresh, say): it ends on a clean slate, not on the last execution's steps.
 */
function ongoing(state: ExecutionState): ExecutionState {
  return isInFlight(state) ? state : initialExecutionState
}

function reduceItem(state: ExecutionState, progress: Extract<ExecutionProgress, { type: 'item' }>, at: number): ExecutionState {
  const { stepIndex, itemIndex, status, txHash, chainId, kind } = progress
  const steps = state.steps.length ? state.steps : stepsOf(progress.quote)
  const next = steps.map((step, i) =>
    i !== stepIndex
      ? step
      : {
          ...step,
          items: step.items.map((item, j) =>
            j !== itemIndex
              ? item
              : { ...item, status, kind, ...(txHash ? { txHash } : {}), ...(chainId !== undefined ? { chainId } : {}) },
          ),
        },
  )
  const allComplete = next.every((step) => step.items.every((item) => item.status === 'complete'))
  return {
    ...state,
    phase: allComplete ? 'polling' : (ITEM_PHASE[status] ?? state.phase),
    requestId: progress.requestId,
    steps: next,
    inTxHashes: txHash ? union(state.inTxHashes, [txHash]) : state.inTxHashes,
    quote: progress.quote,
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

function phaseOfError(code: string): ExecutionPhase {
  if (code === 'REQUEST_REFUNDED') return 'refund'
  if (code === 'REQUEST_FAILED') return 'failure'
  return 'error'
}

function stepsOf(quote: QuoteResponse): ExecutionStepState[] {
  return quote.steps.map((step) => ({
    id: step.id,
    action: step.action,
    items: step.items.map((item) => ({ status: item.status === 'complete' ? 'complete' : 'pending' })),
  }))
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])]
}

/** A thrown value as the state keeps it: a Ferry error's code and short message. */
export function toExecutionError(error: unknown): ExecutionErrorInfo {
  if (error instanceof FerryError) return { code: error.code, message: error.shortMessage }
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) }
}

/** A run started and has not ended: after a reload, something is owed a resume or a verdict. */
export function isInFlight(state: ExecutionState): boolean {
  return state.phase !== 'idle' && state.endedAt === undefined
}

/**
 * What to do with a persisted state when no run is attached to it (after a reload):
 * - `none`: nothing in flight.
 * - `follow`: the item that moves the funds was sent (`isPaid`), confirmed or not. Follow the
 *   request by its status with `quote`, in which every item is marked complete, so the core sends
 *   nothing again. A deposit sent but not confirmed is on its way: resending it would pay twice.
 * - `interrupted`: the funds item was never reached or its wallet prompt was open. Sending it now
 *   would prompt the wallet unasked, so nothing is sent; the execution ends, to be started again.
 */
export type ResumePlan = { kind: 'none' } | { kind: 'follow'; requestId: Hex; quote: QuoteResponse } | { kind: 'interrupted' }

export function planResume(state: ExecutionState): ResumePlan {
  if (!isInFlight(state)) return { kind: 'none' }
  const { requestId, quote } = state
  if (!requestId || !quote || !isPaid(state)) return { kind: 'interrupted' }
  const followed: QuoteResponse = {
    ...quote,
    steps: quote.steps.map((step) => ({ ...step, items: step.items.map((item) => ({ ...item, status: 'complete' })) })),
  }
  return { kind: 'follow', requestId, quote: followed }
}

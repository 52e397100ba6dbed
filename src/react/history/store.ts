import type { Hex } from 'viem'
import { sameId } from '../../core/utils/sameId'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { canCompleteWithoutUser, itemRecords, type FerryErrorCode, type QuoteResponse, type RequestStatus, type StatusResponse } from '../../core/index'
import type { ExecutionPhase, ExecutionState } from '../execution/machine'
import { defaultStorage, type ExecutionStore } from '../execution/store'

/** How many requests the history keeps, newest first. */
export const HISTORY_LIMIT = 20

/** Version of the persisted shape; an entry of another version is dropped, not guessed at. */
export const HISTORY_STORE_VERSION = 1

/** One side of a request, as the quote described it. */
export interface HistoryCurrencyAmount {
  chainId: number
  address: string
  symbol: string
  decimals: number
  /** Smallest unit, integer string. */
  amount: string
}

/** A request this browser sent something for. JSON-safe: it is persisted as it is. */
export interface ExecutionHistoryEntry {
  requestId: Hex
  startedAt: number
  /** Last change, from the execution or from a status read. */
  updatedAt: number
  /** The phase the execution was in when it last changed here. */
  phase: ExecutionPhase
  /** The last status word read, by the execution or by a later status read. */
  status?: RequestStatus
  currencyIn?: HistoryCurrencyAmount
  currencyOut?: HistoryCurrencyAmount
  inTxHashes: string[]
  /** Those of `inTxHashes` that are approvals (they move no funds): links name them apart from the deposit. */
  approvalTxHashes?: string[]
  txHashes: string[]
  /** Why its run stopped, as the history keeps it (JSON): the code and short message of the error. */
  error?: { code: FerryErrorCode; message: string }
  /**
   * The run's records as last seen here (the quote with each item's status and hash): its fees,
   * its logos and its timeline, for a detail that answers a support question. Absent in entries
   * written before 0.4.
   */
  quote?: QuoteResponse
  /** When the request was first seen ended (filled or refunded): by its run, or by a later status read. */
  endedAt?: number
}

export interface HistoryStoreState {
  /** Persisted; newest first, at most `HISTORY_LIMIT`. */
  entries: ExecutionHistoryEntry[]
  /** Adds or replaces the entry of `entry.requestId`, unless the one kept is newer. */
  record(entry: ExecutionHistoryEntry): void
  /** Records a status read of a request in the history; other requests are ignored. */
  recordStatus(requestId: string, status: StatusResponse, at?: number): void
  remove(requestId: string): void
  clear(): void
}

export type HistoryStore = StoreApi<HistoryStoreState>

export interface CreateHistoryStoreOptions {
  /** Part of the storage key `ferry:${namespace}:history`. */
  namespace: string
  /** `localStorage` by default, memory where there is none. */
  storage?: StateStorage
}

export function historyStorageKey(namespace: string): string {
  return `ferry:${namespace}:history`
}


/** One history per `FerryProvider` namespace, beside its execution store. */
export function createHistoryStore({ namespace, storage }: CreateHistoryStoreOptions): HistoryStore {
  return createStore<HistoryStoreState>()(
    persist(
      (set, get) => ({
        entries: [],
        record(entry) {
          const { entries } = get()
          const kept = entries.find((e) => sameId(e.requestId, entry.requestId))
          const endedAt = entry.endedAt ?? kept?.endedAt
          const next = { ...entry, startedAt: kept?.startedAt ?? entry.startedAt, ...(endedAt !== undefined ? { endedAt } : {}) }
          // An older write loses; an unchanged one (whatever its time) changes nothing.
          if (kept && (kept.updatedAt > next.updatedAt || withoutTime(kept) === withoutTime(next))) return
          set({ entries: [next, ...entries.filter((e) => e !== kept)].sort((a, b) => b.startedAt - a.startedAt).slice(0, HISTORY_LIMIT) })
        },
        recordStatus(requestId, { status, inTxHashes, txHashes }, at = Date.now()) {
          const kept = get().entries.find((e) => sameId(e.requestId, requestId))
          if (!kept) return
          const updatedAt = Math.max(at, kept.updatedAt)
          // The first read that says the request ended times it (its duration in the detail).
          const ended = kept.endedAt === undefined && (status === 'success' || status === 'refund') ? { endedAt: updatedAt } : {}
          get().record({ ...kept, ...ended, status, txHashes, inTxHashes: [...new Set([...kept.inTxHashes, ...inTxHashes])], updatedAt })
        },
        remove(requestId) {
          set({ entries: get().entries.filter((e) => !sameId(e.requestId, requestId)) })
        },
        clear() {
          set({ entries: [] })
        },
      }),
      {
        name: historyStorageKey(namespace),
        version: HISTORY_STORE_VERSION,
        storage: createJSONStorage(() => storage ?? defaultStorage()),
        partialize: (state) => ({ entries: state.entries }),
        migrate: () => ({ entries: [] }),
        merge: (persisted, current) => ({ ...current, entries: readEntries(persisted) }),
      },
    ),
  )
}

const withoutTime = (entry: ExecutionHistoryEntry) => JSON.stringify({ ...entry, updatedAt: 0 })

function readEntries(persisted: unknown): ExecutionHistoryEntry[] {
  const entries = typeof persisted === 'object' && persisted !== null ? (persisted as { entries?: unknown }).entries : undefined
  if (!Array.isArray(entries)) return []
  return entries
    .filter(
      (e): e is ExecutionHistoryEntry =>
        typeof e === 'object' && e !== null && typeof e.requestId === 'string' && typeof e.startedAt === 'number' && Array.isArray(e.txHashes) && Array.isArray(e.inTxHashes),
    )
    .slice(0, HISTORY_LIMIT)
}

/**
 * The history entry of an execution, once its request can complete without the user (the core's
 * `canCompleteWithoutUser`: its funds item sent, or the service reporting on it): that request may
 * be filled and is followed until it ends. An execution that stopped before paying (rejected,
 * cancelled, only an approval or an authorization sent) has no transfer to follow and is not history.
 */
export function historyEntryOf(execution: ExecutionState): ExecutionHistoryEntry | undefined {
  const { requestId, quote, startedAt, updatedAt, phase } = execution
  if (!requestId || startedAt === undefined) return undefined
  if (!canCompleteWithoutUser(execution)) return undefined
  const side = (value: NonNullable<typeof quote>['details']['currencyIn']): HistoryCurrencyAmount | undefined =>
    value && { chainId: value.currency.chainId, address: value.currency.address, symbol: value.currency.symbol, decimals: value.currency.decimals, amount: value.amount }
  const currencyIn = side(quote?.details.currencyIn)
  const currencyOut = side(quote?.details.currencyOut)
  const records = quote ? itemRecords(quote) : []
  // The run's end, or the status read that said the request ended (the run closes a moment later).
  const word = execution.status?.status
  const endedAt = execution.endedAt ?? (word === 'success' || word === 'refund' ? (updatedAt ?? startedAt) : undefined)
  // A batch's one transaction holds its approval and its deposit: it moves funds, it is no approval.
  const moving = new Set(records.flatMap((item) => (!item.approval && item.txHash ? [item.txHash] : [])))
  const approvalTxHashes = records.flatMap((item) => (item.approval && item.txHash && !moving.has(item.txHash) ? [item.txHash] : []))
  return {
    requestId,
    startedAt,
    updatedAt: updatedAt ?? startedAt,
    phase,
    ...(execution.status ? { status: execution.status.status } : {}),
    ...(currencyIn ? { currencyIn } : {}),
    ...(currencyOut ? { currencyOut } : {}),
    inTxHashes: execution.inTxHashes,
    ...(approvalTxHashes.length ? { approvalTxHashes } : {}),
    txHashes: execution.txHashes,
    ...(execution.error ? { error: { code: execution.error.code, message: execution.error.shortMessage } } : {}),
    ...(quote ? { quote } : {}),
    ...(endedAt !== undefined ? { endedAt } : {}),
  }
}

/** Records every execution of `executions` in `history` as it changes, the current one at once. Returns the unsubscribe. */
export function recordExecutions(executions: ExecutionStore, history: HistoryStore): () => void {
  const write = (execution: ExecutionState) => {
    const entry = historyEntryOf(execution)
    if (entry) history.getState().record(entry)
  }
  write(executions.getState().execution)
  return executions.subscribe((state, previous) => {
    if (state.execution !== previous.execution) write(state.execution)
  })
}

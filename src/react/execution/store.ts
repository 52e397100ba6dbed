import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { canCompleteWithoutUser, FerryError } from '../../core/index'
import { persistReplacer, persistReviver, reviveError } from './persistedError'
import { initialExecutionState, isInFlight, planResume, reduceExecution, type ExecutionEvent, type ExecutionState } from './machine'

/**
 * The run attached to a store: its abort controller, and whether its events still count. A run
 * that is detached (its provider unmounted, as on a reload) stops writing, so the persisted state
 * stays "in flight" for the next mount to resume.
 */
export interface ExecutionRun {
  readonly signal: AbortSignal
  /** The user cancelled: the core stops the run before it pays, with `AbortedError` (`ABORTED`). */
  readonly cancelled: boolean
  /** False once the run was detached or replaced: its events are dropped. */
  readonly attached: boolean
}

export interface ExecutionStoreState {
  /** Persisted. */
  execution: ExecutionState
  /** Not persisted: the run in this store, if any. */
  run: ExecutionRun | undefined
  /**
   * Attaches a new run, synchronously, unless one is attached or a persisted execution is still in
   * flight (`resume` claims that one to follow it). Returns undefined when refused.
   */
  claim(options?: { resume?: boolean }): ExecutionRun | undefined
  /** Applies `event` from `run` while it is attached. */
  dispatch(run: ExecutionRun, event: ExecutionEvent): void
  /** Detaches `run` once it is over. */
  release(run: ExecutionRun): void
  /**
   * Aborts the attached run before it pays; it ends as `error` with code `ABORTED`. Once the
   * request can complete without the user (the core's `canCompleteWithoutUser`), nothing can call
   * it back, so this does nothing: see `dismiss`.
   */
  cancel(): void
  /**
   * Stops showing and following a paid execution here: the run is detached without an outcome and
   * the state goes back to idle, so another execution may start. The request itself goes on, and
   * its history entry is followed until it ends. Refused (false) before the execution paid.
   */
  dismiss(): boolean
  /** Aborts the attached run without recording anything (the provider unmounts). */
  detach(): void
  /** Back to idle and the persisted entry removed; refused (false) while a run is attached. */
  reset(): boolean
}

export type ExecutionStore = StoreApi<ExecutionStoreState>

export interface CreateExecutionStoreOptions {
  /** Part of the storage key `ferry:${namespace}:execution`. */
  namespace: string
  /** Where the state persists; `localStorage` by default, memory where there is none (SSR). */
  storage?: StateStorage
}

/**
 * Version of the persisted shape. Version 1 kept each item's status twice (`steps` beside the
 * quote's records): it is read by dropping `steps`. Versions 1 and 2 kept errors as `{ code,
 * message }`: such an error is read as a `FerryError` with that code. Other versions are dropped.
 */
export const EXECUTION_STORE_VERSION = 3

/**
 * Claims the persisted execution to resume it (`resumeExecution`): synchronously, so nothing can
 * start or reset in its place while the run's code loads. Undefined when a run is attached or
 * nothing is in flight.
 */
export function claimResume(store: ExecutionStore): ExecutionRun | undefined {
  const { execution, run } = store.getState()
  if (run || planResume(execution).kind === 'none') return undefined
  return store.getState().claim({ resume: true })
}

export function executionStorageKey(namespace: string): string {
  return `ferry:${namespace}:execution`
}

interface RunHandle extends ExecutionRun {
  controller: AbortController
  cancelled: boolean
  attached: boolean
}

/**
 * One execution store per `FerryProvider` (never a module-level one): the execution state, persisted
 * under the provider's namespace, and the run attached to it, which is how "one execution at a
 * time" holds across every hook under the provider.
 */
export function createExecutionStore({ namespace, storage }: CreateExecutionStoreOptions): ExecutionStore {
  return createStore<ExecutionStoreState>()(
    persist(
      (set, get, api) => ({
        execution: initialExecutionState,
        run: undefined,
        claim({ resume = false } = {}) {
          const { run, execution } = get()
          if (run || (!resume && isInFlight(execution))) return undefined
          const controller = new AbortController()
          const handle: RunHandle = { controller, signal: controller.signal, cancelled: false, attached: true }
          set({ run: handle })
          return handle
        },
        dispatch(run, event) {
          if (!run.attached || get().run !== run) return
          set({ execution: reduceExecution(get().execution, event) })
        },
        release(run) {
          const handle = run as RunHandle
          handle.attached = false
          if (get().run === handle) set({ run: undefined })
        },
        cancel() {
          const run = get().run as RunHandle | undefined
          if (!run || canCompleteWithoutUser(get().execution)) return
          run.cancelled = true
          run.controller.abort()
        },
        dismiss() {
          if (!canCompleteWithoutUser(get().execution)) return false
          get().detach()
          set({ execution: initialExecutionState })
          void api.persist.clearStorage()
          return true
        },
        detach() {
          const run = get().run as RunHandle | undefined
          if (!run) return
          run.attached = false
          run.controller.abort()
          set({ run: undefined })
        },
        reset() {
          if (get().run) return false
          set({ execution: initialExecutionState })
          void api.persist.clearStorage()
          return true
        },
      }),
      {
        name: executionStorageKey(namespace),
        version: EXECUTION_STORE_VERSION,
        storage: createJSONStorage(() => storage ?? defaultStorage(), { replacer: persistReplacer, reviver: persistReviver }),
        partialize: (state) => ({ execution: state.execution }),
        migrate: (persisted, version) => ({ execution: ((version === 1 || version === 2) && readExecution(persisted)) || initialExecutionState }),
        merge: (persisted, current) => ({ ...current, execution: readExecution(persisted) ?? current.execution }),
      },
    ),
  )
}

function readExecution(persisted: unknown): ExecutionState | undefined {
  if (typeof persisted !== 'object' || persisted === null) return undefined
  const execution = (persisted as { execution?: unknown }).execution
  if (typeof execution !== 'object' || execution === null) return undefined
  const { phase, inTxHashes, txHashes, steps: _steps, error, statusError, ...rest } = execution as Partial<ExecutionState> & { steps?: unknown }
  if (typeof phase !== 'string' || !Array.isArray(inTxHashes) || !Array.isArray(txHashes)) return undefined
  return { ...rest, phase: phase as ExecutionState['phase'], inTxHashes, txHashes, ...errorField('error', error), ...errorField('statusError', statusError) }
}

/** An error of an older version (`{ code, message }`) as a `FerryError` with that code. */
function errorField(field: 'error' | 'statusError', value: unknown): Partial<ExecutionState> {
  if (value instanceof FerryError) return { [field]: value }
  const message = typeof value === 'object' && value !== null && 'message' in value ? value.message : undefined
  const error = reviveError({ ...(value as object), shortMessage: message })
  return error ? { [field]: error } : {}
}

/**
 * `localStorage` where it can be used, else a memory storage (SSR, blocked storage). A write it
 * refuses (storage full, private modes) is dropped: the store keeps its state for this page.
 */
export function defaultStorage(): StateStorage {
  try {
    if (typeof localStorage !== 'undefined') return forgivingStorage(localStorage)
  } catch {
    // Access to localStorage can throw (blocked third-party storage): fall through.
  }
  return memoryStorage()
}

// `persist` catches a read that throws (the store starts empty), not a write: that would throw out of `set`.
function forgivingStorage(storage: Storage): StateStorage {
  const write = (change: () => void) => {
    try {
      change()
    } catch {
      // Full or refused: the state lasts for this page.
    }
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => write(() => storage.setItem(key, value)),
    removeItem: (key) => write(() => storage.removeItem(key)),
  }
}

/** A storage that lives as long as the store: no persistence, no warnings. */
export function memoryStorage(): StateStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

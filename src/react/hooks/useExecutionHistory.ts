import { useMemo } from 'react'
import { useStore } from 'zustand'
import type { StatusResponse } from '../../core/index'
import { useFerryContext } from '../context'
import type { ExecutionHistoryEntry } from '../history/store'

export interface UseExecutionHistoryReturnType {
  /** The requests this browser sent something for under the provider's namespace, newest first (at most 20). */
  entries: ExecutionHistoryEntry[]
  /** Records a status read of one of the entries (`useRequestStatus`'s `onUpdate`), so a reload shows it. */
  recordStatus(requestId: string, status: StatusResponse): void
  remove(requestId: string): void
  clear(): void
}

/**
 * This browser's requests, persisted under the provider's namespace beside the execution state.
 * Every execution is recorded as it goes once it has sent something; the list survives reloads.
 */
export function useExecutionHistory(): UseExecutionHistoryReturnType {
  const { historyStore: store } = useFerryContext('useExecutionHistory')
  const entries = useStore(store, (s) => s.entries)
  return useMemo(() => {
    const { recordStatus, remove, clear } = store.getState()
    return { entries, recordStatus: (requestId, status) => recordStatus(requestId, status), remove, clear }
  }, [store, entries])
}

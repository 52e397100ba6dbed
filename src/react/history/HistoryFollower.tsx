import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createElement, Fragment, useEffect, useState, type ReactElement } from 'react'
import { useStore } from 'zustand'
import { invalidateBalances } from '../cache/balances'
import type { FerryContextValue } from '../context'
import { isUnsettled, outcomeOf } from '../execution/outcome'
import { requestStatusQueryOptions } from '../query/requestStatus'
import type { ExecutionHistoryEntry } from './store'

/** How long after it started a request is still followed: far past any fill or refund. */
export const HISTORY_FOLLOW_WINDOW_MS = 24 * 60 * 60_000

/** An entry whose request may still change (`pending`, or `failed` awaiting its refund), and recent. */
export function isFollowed(entry: ExecutionHistoryEntry, now: number): boolean {
  return isUnsettled(outcomeOf(entry)) && now - entry.startedAt < HISTORY_FOLLOW_WINDOW_MS
}

/**
 * Follows every request of the history that may still change, whichever view is shown and after
 * a reload, and writes what it reads back into the history: a request the user stopped watching
 * (or whose page closed) is followed until it ends. The one the attached run follows is left to
 * it. Shares its queries with `useRequestStatus`, so a history row polls nothing twice.
 */
export function HistoryFollower({ value }: { value: FerryContextValue }): ReactElement {
  const { executionStore, historyStore } = value
  const entries = useStore(historyStore, (s) => s.entries)
  const running = useStore(executionStore, (s) => (s.run ? s.execution.requestId?.toLowerCase() : undefined))
  // The window is counted from the mount: a page open for days does not drop what it follows.
  const [mountedAt] = useState(() => Date.now())
  const followed = entries.filter((entry) => entry.requestId.toLowerCase() !== running && isFollowed(entry, mountedAt))
  // One observer per request (useQuery, not useQueries: TanStack's queries observer is not in a dApp's first load for this).
  return createElement(
    Fragment,
    null,
    followed.map((entry) => createElement(FollowedRequest, { key: entry.requestId, value, entry })),
  )
}

function FollowedRequest({ value, entry }: { value: FerryContextValue; entry: ExecutionHistoryEntry }): null {
  const queryClient = useQueryClient()
  const { data } = useQuery(requestStatusQueryOptions(value, { requestId: entry.requestId }))
  const { historyStore } = value
  // Runs after each render; an unchanged read records nothing.
  useEffect(() => {
    if (!data) return
    // A request followed here that ends paid out (filled or refunded) moved balances too.
    if (data.status !== entry.status && (data.status === 'success' || data.status === 'refund')) invalidateBalances(queryClient, value)
    historyStore.getState().recordStatus(entry.requestId, data)
  })
  return null
}

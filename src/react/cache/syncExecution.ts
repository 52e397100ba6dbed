import type { QueryClient } from '@tanstack/react-query'
import { hasPaid, itemRecords } from '../../core/index'
import type { ExecutionState } from '../execution/machine'
import type { ExecutionStore } from '../execution/store'
import { writeRequestStatus } from '../query/requestStatus'
import type { Ferry } from '../query/types'
import { invalidateBalances } from './balances'

/**
 * Keeps the query cache in step with the provider's execution, so that what users forget happens
 * by itself: each status the executor reads is written into the request's status query (a
 * `useRequestStatus` of the running request reads it instead of polling apart), and the balances
 * are read again once the run moved them (its funds item confirmed, and again when it ends paid).
 */
export function syncExecutionToQueries({ store, queryClient, ferry }: { store: ExecutionStore; queryClient: QueryClient; ferry: Pick<Ferry, 'namespace'> }): () => void {
  return store.subscribe(({ execution: next }, { execution: previous }) => {
    if (next.status && next.requestId && next.status !== previous.status) writeRequestStatus(queryClient, ferry, { requestId: next.requestId, status: next.status })
    if (movedFunds(next, previous)) invalidateBalances(queryClient, ferry)
  })
}

function movedFunds(next: ExecutionState, previous: ExecutionState): boolean {
  const confirmed = (state: ExecutionState) => (state.quote ? itemRecords(state.quote).find((item) => item.funds)?.status === 'complete' : false)
  // The records change only with the quote: an event that left it alone confirmed nothing.
  if (next.quote !== previous.quote && next.requestId === previous.requestId && confirmed(next) && !confirmed(previous)) return true
  return next.endedAt !== undefined && previous.endedAt === undefined && next.quote !== undefined && hasPaid(next.quote)
}

import type { StatusResponse } from '../../core/index'
import { isUnsettled, outcomeOf, useRequestStatus, type ExecutionHistoryEntry, type RequestStatusSchedule, type useExecutionHistory } from '../../react/index'

export interface UseEntryStatusParameters {
  entry: ExecutionHistoryEntry
  pollOptions: RequestStatusSchedule | undefined
  onStatus: ReturnType<typeof useExecutionHistory>['recordStatus']
}

/**
 * A history entry's latest status read, for its row and its details alike (one query: the same
 * key). Only a request that may still change is polled, as the provider follows them (`undefined`
 * disables the query); what it reads is written back, so an ended request is never polled again.
 */
export function useEntryStatus({ entry, pollOptions, onStatus }: UseEntryStatusParameters): StatusResponse | undefined {
  return useRequestStatus({
    ...pollOptions,
    requestId: isUnsettled(outcomeOf(entry)) ? entry.requestId : undefined,
    onUpdate: (status) => onStatus(entry.requestId, status),
  }).data
}

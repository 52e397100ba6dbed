import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { FerryError, PollScheduleOptions, StatusResponse } from '../../core/index'
import type { PollState } from '../../core/status/pollSchedule'
import { useFerryContext } from '../context'
import { requestStatusQueryOptions } from '../query/requestStatus'

export interface UseRequestStatusOptions extends PollScheduleOptions {
  /** `false` holds polling back. Default `true`. */
  enabled?: boolean
  /** Called once per change of the status word or tx hashes, never twice for the same state. */
  onUpdate?: (status: StatusResponse) => void
}

export type UseRequestStatusReturnType = UseQueryResult<StatusResponse, FerryError>

const selectStatus = (state: PollState): StatusResponse => state.status

/**
 * Follows a request's v3 status with the core's polling schedule until it ends (`success`,
 * `refund`, or `failure` past the refund window). `data` changes, and the component re-renders
 * for it, only when the status word or a tx hash changed. Disabled while `requestId` is undefined.
 */
export function useRequestStatus(requestId: string | undefined, options: UseRequestStatusOptions = {}): UseRequestStatusReturnType {
  const { client, namespace } = useFerryContext('useRequestStatus')
  const { enabled = true, onUpdate, ...schedule } = options
  const queryOptions = requestStatusQueryOptions({ client, namespace, requestId, schedule })
  const query = useQuery({ ...queryOptions, enabled: queryOptions.enabled && enabled, select: selectStatus })

  const onUpdateRef = useRef(onUpdate)
  useEffect(() => {
    onUpdateRef.current = onUpdate
  })
  const { data } = query
  useEffect(() => {
    if (data) onUpdateRef.current?.(data)
  }, [data])
  return query
}

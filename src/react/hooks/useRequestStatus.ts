import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import type { StatusResponse } from '../../core/index'
import { guardCallback } from '../../core/utils/callbacks'
import { useFerryContext } from '../context'
import { requestStatusQueryOptions, type RequestStatusQueryKey, type RequestStatusQueryParameters } from '../query/requestStatus'
import { useFerryQuery, type FerryQueryResult } from '../query/useFerryQuery'

export type UseRequestStatusParameters<selectData = StatusResponse> = RequestStatusQueryParameters<selectData> & {
  /**
   * Called once per change of the status word or tx hashes seen by this component, never twice for
   * the same state. What it throws goes to the provider's `onCallbackError`; polling goes on.
   */
  onUpdate?: ((status: StatusResponse) => void) | undefined
}

export type UseRequestStatusReturnType<selectData = StatusResponse> = FerryQueryResult<selectData, RequestStatusQueryKey>

/**
 * Follows a request's v3 status with the core's polling schedule until it ends (`success`,
 * `refund`, or `failure` past the refund window): `useRequestStatus({ requestId, query? })`.
 * `data` changes, and the component re-renders for it, only when the status word or a tx hash
 * changed. Disabled while `requestId` is undefined. An id the service keeps answering 404 for ends
 * in `RequestNotFoundError` after `notFoundTimeoutMs`, reads slowing down meanwhile. The request
 * the provider is executing is not polled apart: the executor's reads are this query's data.
 */
export function useRequestStatus<selectData = StatusResponse>(parameters: UseRequestStatusParameters<selectData>): UseRequestStatusReturnType<selectData> {
  const ferry = useFerryContext('useRequestStatus')
  const { onUpdate, query: queryParameter = {}, ...rest } = parameters
  const running = useStore(ferry.executionStore, (s) => (s.run ? s.execution.requestId?.toLowerCase() : undefined))
  const executing = running !== undefined && running === rest.requestId?.toLowerCase()
  const query = useFerryQuery(
    requestStatusQueryOptions(ferry, { ...rest, query: executing ? { ...queryParameter, enabled: false } : queryParameter }),
  )

  const onUpdateRef = useRef(onUpdate)
  useEffect(() => {
    onUpdateRef.current = onUpdate
  })
  // `data` is read here, so a change re-renders for `onUpdate`, which gets the cached status itself
  // (a stable object while nothing changes): `select` shapes `data` only.
  const queryClient = useQueryClient()
  const status = query.data === undefined ? undefined : queryClient.getQueryData(query.queryKey)
  useEffect(() => {
    // Thrown in an effect, a host's error would unmount the tree, and the provider's run with it.
    if (status) guardCallback(onUpdateRef.current, { callback: 'onUpdate', onCallbackError: ferry.onCallbackError })(status)
  }, [status, ferry.onCallbackError])
  return query
}

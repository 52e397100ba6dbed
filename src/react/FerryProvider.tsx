import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { createFerryClient, type FerryClient, type FerryClientConfig, type OnCallbackError } from '../core/index'
import { reportCallbackError } from '../core/utils/callbacks'
import { syncExecutionToQueries } from './cache/syncExecution'
import { FerryContext, type FerryContextValue } from './context'
import { createExecutionStore } from './execution/store'
import { HistoryFollower } from './history/HistoryFollower'
import { createHistoryStore, recordExecutions } from './history/store'

export type FerryProviderProps = {
  children?: ReactNode
  /** Keys queries and persisted state; defaults to the service URL. Give two widgets on one page their own. */
  namespace?: string | undefined
  /**
   * Told when a callback of yours that the hooks call (`useRequestStatus`'s `onUpdate`, the
   * executor's progress) throws or rejects. The run and the polling go on regardless. Default
   * `console.error`.
   */
  onCallbackError?: OnCallbackError | undefined
} & ({ client: FerryClient; config?: never } | { config: FerryClientConfig; client?: never })

/**
 * Makes a Ferry client available to the hooks below it: `client`, or one made from `config`
 * (whose `profile` chooses the protocol names the withdrawal's signatures are checked against).
 * It brings no wagmi config and no QueryClient of its own: it uses the host's `WagmiProvider` and
 * `QueryClientProvider`. It keeps their cache in step with the execution: the running request's
 * status is read once for every reader, and balances are read again after a run moves them. It follows the requests of its history that are still in flight until
 * they end, whatever is shown.
 */
export function FerryProvider({ children, namespace, onCallbackError: onCallbackErrorProp, ...source }: FerryProviderProps) {
  const { client: given, config } = source
  // A config object literal is new on every render; its fields are what identify the client.
  const configKey = config ? JSON.stringify({ ...config, fetch: undefined }) : undefined
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the config's content, see above
  const client = useMemo(() => given ?? createFerryClient(config as FerryClientConfig), [given, configKey])
  const resolvedNamespace = namespace ?? client.baseUrl
  // One store per namespace: it persists under it, and holds the one execution allowed below.
  const executionStore = useMemo(() => createExecutionStore({ namespace: resolvedNamespace }), [resolvedNamespace])
  // Unmounting (as a reload does) detaches a running execution without recording an outcome, so
  // the persisted state still says "in flight" and the next mount resumes following it.
  useEffect(() => () => executionStore.getState().detach(), [executionStore])
  // This browser's requests under the namespace, recorded as the execution store changes.
  const historyStore = useMemo(() => createHistoryStore({ namespace: resolvedNamespace }), [resolvedNamespace])
  useEffect(() => recordExecutions(executionStore, historyStore), [executionStore, historyStore])
  // The executor's status reads feed the request's status query; balances are read again once moved.
  const queryClient = useQueryClient()
  useEffect(
    () => syncExecutionToQueries({ store: executionStore, queryClient, ferry: { namespace: resolvedNamespace } }),
    [executionStore, queryClient, resolvedNamespace],
  )
  // The latest prop, behind a stable function: an inline handler does not re-render every hook below.
  const latestOnCallbackError = useRef(onCallbackErrorProp)
  useEffect(() => {
    latestOnCallbackError.current = onCallbackErrorProp
  })
  const onCallbackError = useCallback<OnCallbackError>(
    (error, context) => reportCallbackError(error, { ...context, onCallbackError: latestOnCallbackError.current }),
    [],
  )
  const value = useMemo<FerryContextValue>(
    () => ({ client, namespace: resolvedNamespace, executionStore, historyStore, onCallbackError }),
    [client, resolvedNamespace, executionStore, historyStore, onCallbackError],
  )
  return (
    <FerryContext.Provider value={value}>
      <HistoryFollower value={value} />
      {children}
    </FerryContext.Provider>
  )
}

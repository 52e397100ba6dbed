import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useConfig } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import { useStore } from 'zustand'
import { DEFAULT_MAX_QUOTE_AGE_MS, ExecutionInProgressError, type ExecutionResult, type QuoteRequestInput, type QuoteResponse } from '../../core/index'
import { useFerryContext } from '../context'
import { WalletNotConnectedError } from '../execution/errors'
import type { ExecutionState } from '../execution/machine'
import { resumeExecution, runExecution, type ExecutionSettings } from '../execution/run'
import { walletFromWagmi } from '../wallet/walletFromWagmi'

export interface UseExecuteStepsParameters extends ExecutionSettings {
  /** Re-quote first when the quote is older than this. Default 5 000 ms (the core's `DEFAULT_MAX_QUOTE_AGE_MS`). */
  maxQuoteAgeMs?: number
}

export interface ExecuteParameters {
  quote: QuoteResponse
  /**
   * The request `quote` answers (`useQuote().request`): the quote is checked against it, and a
   * stale quote is fetched again for it before executing. Default: the one the client remembers
   * for a quote of its own `getQuote`.
   */
  request?: QuoteRequestInput | undefined
  /**
   * When `quote` was fetched, in ms since the epoch (`useQuote`'s `quotedAt`). Without it the
   * quote's age is unknown and it is fetched again before executing.
   */
  quotedAt?: number | undefined
}

export interface UseExecuteStepsReturnType {
  /** Persisted under the provider's namespace; shared by every `useExecuteSteps` below it. */
  state: ExecutionState
  /**
   * Executes with the connected wagmi account. Rejects with `ExecutionInProgressError` while an
   * execution runs (nothing is sent), `WalletNotConnectedError` without an account,
   * `QuoteChangedError` when the quote fetched again asks more than the reviewed one, or the core's
   * typed error of the run (`USER_REJECTED`, `REQUEST_REFUNDED`, …), which `state.error` also holds.
   */
  execute(parameters: ExecuteParameters): Promise<ExecutionResult>
  /**
   * Stops the running execution before it pays, at its next step (a wallet prompt already open
   * cannot be withdrawn: if the wallet sends anyway, the request is followed); it ends with code
   * `ABORTED`. Once the request can complete without the user (`canCompleteWithoutUser(state)`),
   * it does nothing: nothing can call the funds back.
   */
  cancel(): void
  /**
   * Once the request can complete without the user: stop waiting for it here and go back to idle,
   * so another can start. The request goes on and is followed in the history
   * (`useExecutionHistory`) until it ends.
   */
  dismiss(): void
  /** Back to idle, and the persisted state removed. Does nothing while an execution runs. */
  reset(): void
  isExecuting: boolean
}

/**
 * Executes quotes with the host's wagmi account, one at a time per `FerryProvider`, with progress
 * per step and item. The state persists: after a reload, an execution that sent everything is
 * followed by its status again, and nothing is ever sent twice.
 */
export function useExecuteSteps(parameters: UseExecuteStepsParameters = {}): UseExecuteStepsReturnType {
  const { client, executionStore: store } = useFerryContext('useExecuteSteps')
  const config = useConfig()
  const state = useStore(store, (s) => s.execution)
  const isExecuting = useStore(store, (s) => s.run !== undefined)

  // The latest options, read when a run starts, so `execute` keeps its identity across renders.
  const latest = useRef(parameters)
  useEffect(() => {
    latest.current = parameters
  })

  useEffect(() => {
    void resumeExecution(store, { client, settings: settingsOf(latest.current) })
  }, [store, client])

  const execute = useCallback(
    async ({ quote, request, quotedAt }: ExecuteParameters): Promise<ExecutionResult> => {
      // Everything up to `claim` is synchronous: a second call in the same tick is refused.
      const { address } = getAccount(config)
      if (!address) throw new WalletNotConnectedError()
      const run = store.getState().claim()
      if (!run) throw new ExecutionInProgressError({ requestId: store.getState().execution.requestId })
      try {
        const { maxQuoteAgeMs = DEFAULT_MAX_QUOTE_AGE_MS } = latest.current
        return await runExecution(store, run, {
          quote,
          request,
          requote: { quotedAt, maxAgeMs: maxQuoteAgeMs },
          client,
          wallet: walletFromWagmi(config, address),
          settings: settingsOf(latest.current),
        })
      } finally {
        store.getState().release(run)
        // A cancel that came too late (the wallet sent anyway) leaves the run in flight: follow it.
        void resumeExecution(store, { client, settings: settingsOf(latest.current) })
      }
    },
    [client, config, store],
  )

  const cancel = useCallback(() => store.getState().cancel(), [store])
  const dismiss = useCallback(() => void store.getState().dismiss(), [store])
  const reset = useCallback(() => void store.getState().reset(), [store])

  return useMemo(() => ({ state, execute, cancel, dismiss, reset, isExecuting }), [state, execute, cancel, dismiss, reset, isExecuting])
}

function settingsOf({ poll, receiptTimeoutMs, checkTimeoutMs }: UseExecuteStepsParameters): ExecutionSettings {
  return { poll, receiptTimeoutMs, checkTimeoutMs }
}

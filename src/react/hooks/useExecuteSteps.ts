import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useConfig } from 'wagmi'
// `getAccount`: the name wagmi 2 and 3 both export (3's `getConnection`, under its old name).
import { getAccount } from 'wagmi/actions'
import { useStore } from 'zustand'
import {
  DEFAULT_MAX_QUOTE_AGE_MS,
  ExecutionInProgressError,
  QuoteChangedError,
  type ExecutionProgress,
  type ExecutionResult,
  type QuoteRequestInput,
  type QuoteResponse,
} from '../../core/index'
import { toFerryError } from '../../core/errors/base'
import { useFerryContext } from '../context'
import { WalletNotConnectedError } from '../execution/errors'
import type { ExecutionState } from '../execution/machine'
import { mutationOf, type ExecuteMutation } from '../execution/mutation'
import { forgetSpentQuote, showQuote } from '../execution/quoteCache'
import { claimResume } from '../execution/store'
import type { ExecutionSettings } from '../execution/run'

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

export interface UseExecuteStepsReturnType extends ExecuteMutation {
  /**
   * What a UI renders: persisted under the provider's namespace, shared by every `useExecuteSteps`
   * below it, resumed after a reload. It ends in `success`, `refund`, `failure`, or `error` with
   * `state.error` the typed error, and every item of `state.quote` final. `status`, `data` and
   * `error` are read from it.
   */
  state: ExecutionState
  /**
   * Executes with the connected wagmi account, as wagmi's `mutate`: returns nothing, and the run's
   * outcome is in `state` (`status`, `data`, `error`). A call while another execution runs is
   * refused and changes nothing (`executeAsync` rejects with `ExecutionInProgressError`).
   */
  execute(parameters: ExecuteParameters): void
  /**
   * `execute`, as wagmi's `mutateAsync`: settles with the outcome `state` ends with, the result at
   * `success`, else the same error instance as `state.error` (`CancelledError`,
   * `UserRejectedError`, `InsufficientFundsError`, `QuoteChangedError` with the new terms, which
   * `useQuote` then shows, `RequestRefundedError`, `WalletNotConnectedError`, …). While another
   * execution runs it rejects with `ExecutionInProgressError` and leaves `state` alone.
   */
  executeAsync(parameters: ExecuteParameters): Promise<ExecutionResult>
  /**
   * Stops the running execution before it pays, at its next step; it ends with `CancelledError`.
   * A wallet prompt already open cannot be withdrawn: if the user rejects it, the run ends
   * cancelled; if the user approves it, the funds left, and the request is followed to its end
   * (the outcome is the request's). Once the request can complete without the user
   * (`canCompleteWithoutUser(state)`), it does nothing: nothing can call the funds back.
   */
  cancel(): void
  /**
   * Once the request can complete without the user: stop waiting for it here and go back to idle,
   * so another can start. The request goes on and is followed in the history
   * (`useExecutionHistory`) until it ends.
   */
  dismiss(): void
  /** Back to idle (`status: 'idle'`), and the persisted state removed. Does nothing while an execution runs. */
  reset(): void
  /** A run is attached: started here or resumed after a reload. */
  isExecuting: boolean
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
}

/**
 * Executes quotes with the host's wagmi account, one at a time per `FerryProvider`, with progress
 * per step and item, in wagmi's mutation vocabulary (`status`, `data`, `error`, `execute` /
 * `executeAsync`, `reset`). The state persists: after a reload, an execution that sent everything
 * is followed by its status again, and nothing is ever sent twice.
 */
export function useExecuteSteps(parameters: UseExecuteStepsParameters = {}): UseExecuteStepsReturnType {
  const ferry = useFerryContext('useExecuteSteps')
  const { client, executionStore: store } = ferry
  const config = useConfig()
  const queryClient = useQueryClient()
  const state = useStore(store, (s) => s.execution)
  const isExecuting = useStore(store, (s) => s.run !== undefined)

  // The latest options, read when a run starts, so `execute` keeps its identity across renders.
  const latest = useRef(parameters)
  useEffect(() => {
    latest.current = parameters
  })

  useEffect(() => {
    // Claimed at once; the run's code loads only when there is something to resume. Its outcome is
    // in the store, and nothing awaits this promise. Should the code not load, the claim is let go:
    // the history still follows the request, and the next mount resumes it.
    const run = claimResume(store)
    if (!run) return
    loadRuntime().then(
      ({ resumeExecution }) => resumeExecution(store, run, { client, settings: settingsOf(latest.current), onCallbackError: ferry.onCallbackError }).catch(() => undefined),
      () => store.getState().release(run),
    )
  }, [store, client, ferry.onCallbackError])

  const executeAsync = useCallback(
    async ({ quote, request, quotedAt }: ExecuteParameters): Promise<ExecutionResult> => {
      // Everything up to `claim` is synchronous: a second call in the same tick is refused.
      const run = store.getState().claim()
      if (!run) throw new ExecutionInProgressError({ requestId: store.getState().execution.requestId })
      const address = getAccount(config).address
      if (!address) {
        // An attempt that could not start: it ends in the state as the promise does.
        const error = new WalletNotConnectedError()
        store.getState().dispatch(run, { type: 'error', error, at: Date.now() })
        store.getState().release(run)
        throw error
      }
      const reviewed = quote.steps[0]?.requestId
      const asked = request ?? client.requestOf(quote)
      // The run's records as it last reported them: dismissed, the store no longer holds them.
      let ran: QuoteResponse | undefined
      // A silent re-quote (the quote was stale) runs new terms: `useQuote` shows them too.
      const onProgress = (progress: ExecutionProgress) => {
        if ('quote' in progress) ran = progress.quote
        if (progress.type === 'start' && progress.requestId !== reviewed) showQuote(queryClient, ferry, { request: asked, quote: progress.quote })
      }
      try {
        const { maxQuoteAgeMs = DEFAULT_MAX_QUOTE_AGE_MS } = latest.current
        const runtime = await loadRuntime().catch((thrown: unknown) => {
          // Its code could not be loaded (offline for a moment): nothing was sent, and Confirm may be tried again.
          const error = toFerryError(thrown)
          store.getState().dispatch(run, { type: 'error', error, at: Date.now() })
          throw error
        })
        return await runtime.runExecution(store, run, {
          quote,
          request,
          requote: { quotedAt, maxAgeMs: maxQuoteAgeMs },
          client,
          loadWallet: async () => runtime.walletFromWagmi(config, address),
          settings: settingsOf(latest.current),
          onProgress,
          onCallbackError: ferry.onCallbackError,
        })
      } catch (error) {
        // The new terms replace the shown ones, so what the user confirms next is what runs.
        if (error instanceof QuoteChangedError) showQuote(queryClient, ferry, { request: asked, quote: error.quote })
        throw error
      } finally {
        store.getState().release(run)
        forgetSpentQuote(queryClient, ferry, { request: asked, ran: store.getState().execution.quote ?? ran })
      }
    },
    [client, config, store, queryClient, ferry],
  )
  // Fire and forget: a run's outcome is in the state, and a refused call changed nothing.
  const execute = useCallback((parameters: ExecuteParameters) => void executeAsync(parameters).catch(() => undefined), [executeAsync])

  const cancel = useCallback(() => store.getState().cancel(), [store])
  const dismiss = useCallback(() => void store.getState().dismiss(), [store])
  const reset = useCallback(() => void store.getState().reset(), [store])

  return useMemo(() => {
    const mutation = mutationOf(state, isExecuting)
    const { status } = mutation
    const flags = { isIdle: status === 'idle', isPending: status === 'pending', isSuccess: status === 'success', isError: status === 'error' }
    return { ...mutation, ...flags, state, execute, executeAsync, cancel, dismiss, reset, isExecuting }
  }, [state, isExecuting, execute, executeAsync, cancel, dismiss, reset])
}

/** The run, the core's executor and wagmi's transaction actions: loaded when a run starts or resumes. */
const loadRuntime = () => import('../execution/runtime')

function settingsOf({ poll, receiptTimeoutMs, checkTimeoutMs, batch }: UseExecuteStepsParameters): ExecutionSettings {
  return { poll, receiptTimeoutMs, checkTimeoutMs, batch }
}

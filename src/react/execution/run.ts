import { zeroAddress } from 'viem'
import { toFerryError } from '../../core/errors/base'
import { executeQuote } from '../../core/execute/executeQuote'
import {
  FollowStoppedError,
  mayStillComplete,
  RequestFailedError,
  RequestRefundedError,
  StatusTimeoutError,
  type ExecuteQuoteOptions,
  type ExecutionProgress,
  type ExecutionResult,
  type FerryError,
  type FerryWallet,
  type StatusResponse,
} from '../../core/index'
import { CancelledError, ExecutionInterruptedError, ResumeWouldSendError } from './errors'
import { planResume, type ExecutionEvent } from './machine'
import { claimResume, type ExecutionRun, type ExecutionStore } from './store'

/** How the core runs and polls; the hook passes its options through. */
export type ExecutionSettings = Pick<ExecuteQuoteOptions, 'poll' | 'receiptTimeoutMs' | 'checkTimeoutMs' | 'batch'>

export type RunParameters = Pick<ExecuteQuoteOptions, 'quote' | 'request' | 'requote' | 'client' | 'onCallbackError'> & {
  /** The wallet, on its adapter (./runtime's `walletFromWagmi`). */
  loadWallet: () => Promise<FerryWallet>
  settings: ExecutionSettings
  /** Called with each progress event, after the store has it. */
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
}

/**
 * Runs `quote` with `wallet` on a claimed `run`, dispatching every progress event to the store.
 * Settles with the outcome the store ends with, and rejects with the same error instance:
 * - a cancel before the run paid ends in `CancelledError` (its cause: the abort, or the wallet's
 *   rejection of the prompt that was open);
 * - a cancel that came too late (the open prompt was approved: the funds left) is no outcome: the
 *   request is followed to its end here, and the promise settles with that end;
 * - a run detached from its store (the provider unmounted) settles, once the core stops, with
 *   `ExecutionInterruptedError` before it paid, the core's error after (the next mount follows it).
 */
export async function runExecution(store: ExecutionStore, run: ExecutionRun, { settings, onProgress, loadWallet, ...options }: RunParameters): Promise<ExecutionResult> {
  const dispatch = dispatcher(store, run)
  dispatch({ type: 'start', quote: options.quote, at: Date.now() })
  const progress = (event: ExecutionProgress) => {
    dispatch({ type: 'progress', progress: event, at: Date.now() })
    onProgress?.(event)
  }
  try {
    const wallet = await loadWallet()
    const result = await executeQuote({ ...settings, ...options, wallet, signal: run.signal, onProgress: progress })
    dispatch({ type: 'finish', result, at: Date.now() })
    return result
  } catch (thrown) {
    const error = toFerryError(thrown)
    const { execution } = store.getState()
    // The core says whether it had paid: its in-flight errors (the request may still complete).
    if (!run.attached) throw mayStillComplete(error) ? error : new ExecutionInterruptedError({ requestId: execution.requestId, cause: error })
    if (run.cancelled && error instanceof FollowStoppedError) {
      store.getState().release(run)
      const resumed = claimResume(store)
      if (resumed) return resumeExecution(store, resumed, { client: options.client, settings, onCallbackError: options.onCallbackError })
      throw error
    }
    const ended = run.cancelled ? new CancelledError({ requestId: execution.requestId, cause: error }) : error
    dispatch({ type: 'error', error: ended, status: statusOf(ended), at: Date.now() })
    throw ended
  }
}

/**
 * Follows a persisted execution that paid, by its status, without a wallet that can send; ends one
 * that was interrupted before it paid (`ExecutionInterruptedError`). `run` is the claim of it
 * (`claimResume`), released when this settles, as the store ends.
 */
export async function resumeExecution(
  store: ExecutionStore,
  run: ExecutionRun,
  { client, settings, onCallbackError }: Pick<ExecuteQuoteOptions, 'client' | 'onCallbackError'> & { settings: ExecutionSettings },
): Promise<ExecutionResult> {
  const plan = planResume(store.getState().execution)
  const dispatch = dispatcher(store, run)
  try {
    if (plan.kind !== 'follow') {
      const error = new ExecutionInterruptedError({ requestId: store.getState().execution.requestId })
      dispatch({ type: 'error', error, at: Date.now() })
      throw error
    }
    dispatch({ type: 'resume', at: Date.now() })
    const onProgress = (progress: ExecutionProgress) => dispatch({ type: 'progress', progress, at: Date.now() })
    try {
      const result = await executeQuote({ ...settings, quote: plan.quote, client, wallet: followOnlyWallet(), signal: run.signal, onProgress, onCallbackError })
      dispatch({ type: 'finish', result, at: Date.now() })
      return result
    } catch (thrown) {
      const error = toFerryError(thrown)
      dispatch({ type: 'error', error, status: statusOf(error), at: Date.now() })
      throw error
    }
  } finally {
    store.getState().release(run)
  }
}

type Dispatch = (event: ExecutionEvent) => void

function dispatcher(store: ExecutionStore, run: ExecutionRun): Dispatch {
  return (event) => store.getState().dispatch(run, event)
}

/** The last status an outcome error carries, so the state shows the refund's hashes. */
function statusOf(error: FerryError): StatusResponse | undefined {
  if (error instanceof RequestRefundedError || error instanceof RequestFailedError) return error.status
  if (error instanceof StatusTimeoutError) return error.lastStatus
  return undefined
}

/**
 * The wallet of a resumed execution: every item is complete, so the core asks it for nothing;
 * if it ever did, it refuses rather than send again.
 */
function followOnlyWallet(): FerryWallet {
  const refuse = (call: string) => () => Promise.reject(new ResumeWouldSendError({ call }))
  return {
    account: zeroAddress,
    getChainId: refuse('getChainId'),
    switchChain: refuse('switchChain'),
    sendTransaction: refuse('sendTransaction'),
    waitForReceipt: refuse('waitForReceipt'),
    signTypedData: refuse('signTypedData'),
  }
}

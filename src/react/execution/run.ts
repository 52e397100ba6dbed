import { zeroAddress } from 'viem'
import {
  FollowStoppedError,
  RequestFailedError,
  RequestRefundedError,
  StatusTimeoutError,
  type ExecuteQuoteOptions,
  type ExecutionProgress,
  type ExecutionResult,
  type ExecutorClient,
  type FerryWallet,
  type StatusResponse,
} from '../../core/index'
import { ExecutionInterruptedError, ResumeWouldSendError } from './errors'
import { planResume, toExecutionError, type ExecutionEvent } from './machine'
import type { ExecutionRun, ExecutionStore } from './store'

/**
 * The core's executor (preflight, simulation, EIP-712, the item runners), loaded when a run starts
 * or resumes: a page that only quotes, or a widget that has not been confirmed yet, does not carry it.
 */
const loadExecuteQuote = () => import('../../core/execute/executeQuote').then((module) => module.executeQuote)

/** How the core runs and polls; the hook passes its options through. */
export type ExecutionSettings = Pick<ExecuteQuoteOptions, 'poll' | 'receiptTimeoutMs' | 'checkTimeoutMs'>

export type RunParameters = Pick<ExecuteQuoteOptions, 'quote' | 'request' | 'requote' | 'client' | 'wallet'> & { settings: ExecutionSettings }

/**
 * Runs `quote` with `wallet` on a claimed `run`, dispatching every progress event to the store.
 * Settles as the core's `executeQuote` does; the store ends in the matching phase either way.
 */
export function runExecution(store: ExecutionStore, run: ExecutionRun, { settings, ...options }: RunParameters): Promise<ExecutionResult> {
  const dispatch = dispatcher(store, run)
  dispatch({ type: 'start', quote: options.quote, at: Date.now() })
  const onProgress = (progress: ExecutionProgress) => dispatch({ type: 'progress', progress, at: Date.now() })
  return settle(
    store,
    run,
    loadExecuteQuote().then((executeQuote) => executeQuote({ ...settings, ...options, signal: run.signal, onProgress })),
  )
}

/**
 * After a reload: follows a persisted execution that sent everything, by its status, without a
 * wallet that can send; ends one that was interrupted before sending. Does nothing while a run is
 * attached or nothing is in flight. The returned promise never rejects: the store holds the outcome.
 */
export async function resumeExecution(store: ExecutionStore, { client, settings }: { client: ExecutorClient; settings: ExecutionSettings }): Promise<void> {
  const { execution, run: attached } = store.getState()
  const plan = planResume(execution)
  if (attached || plan.kind === 'none') return
  const run = store.getState().claim({ resume: true })
  if (!run) return
  const dispatch = dispatcher(store, run)
  try {
    if (plan.kind === 'interrupted') {
      dispatch({ type: 'error', error: toExecutionError(new ExecutionInterruptedError({ requestId: execution.requestId })), at: Date.now() })
      return
    }
    dispatch({ type: 'resume', at: Date.now() })
    const onProgress = (progress: ExecutionProgress) => dispatch({ type: 'progress', progress, at: Date.now() })
    const work = loadExecuteQuote().then((executeQuote) => executeQuote({ ...settings, quote: plan.quote, client, wallet: followOnlyWallet(), signal: run.signal, onProgress }))
    await settle(store, run, work).catch(() => undefined)
  } finally {
    store.getState().release(run)
  }
}

type Dispatch = (event: ExecutionEvent) => void

function dispatcher(store: ExecutionStore, run: ExecutionRun): Dispatch {
  return (event) => store.getState().dispatch(run, event)
}

/**
 * Ends the store's run as the core's promise settles, with the core's own error. A cancel that
 * came too late (the wallet's prompt was open, and it sent the funds anyway) leaves the run in
 * flight, to be followed by `resumeExecution` once released: it can no longer be cancelled.
 */
async function settle(store: ExecutionStore, run: ExecutionRun, work: Promise<ExecutionResult>): Promise<ExecutionResult> {
  const dispatch = dispatcher(store, run)
  try {
    const result = await work
    dispatch({ type: 'finish', result, at: Date.now() })
    return result
  } catch (error) {
    if (!(run.cancelled && error instanceof FollowStoppedError)) dispatch({ type: 'error', error: toExecutionError(error), status: statusOf(error), at: Date.now() })
    throw error
  }
}

/** The last status an outcome error carries, so the state shows the refund's hashes. */
function statusOf(error: unknown): StatusResponse | undefined {
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

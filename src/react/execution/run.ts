import { zeroAddress } from 'viem'
import {
  RequestFailedError,
  RequestRefundedError,
  StatusTimeoutError,
  type ExecuteQuoteOptions,
  type ExecutionProgress,
  type ExecutionResult,
  type ExecutorClient,
  type FerryWallet,
  type QuoteRequestInput,
  type QuoteResponse,
  type StatusResponse,
} from '../../core/index'
import { ExecutionInterruptedError, ResumeWouldSendError } from './errors'
import { planResume, toExecutionError, type ExecutionEvent } from './machine'
import { isPaid } from './sent'
import type { ExecutionRun, ExecutionStore } from './store'

/**
 * The core's executor (preflight, simulation, EIP-712, the item runners), loaded when a run starts
 * or resumes: a page that only quotes, or a widget that has not been confirmed yet, does not carry it.
 */
const loadExecuteQuote = () => import('../../core/execute/executeQuote').then((module) => module.executeQuote)

/** How the core runs and polls; the hook passes its options through. */
export type ExecutionSettings = Pick<ExecuteQuoteOptions, 'poll' | 'receiptTimeoutMs' | 'checkTimeoutMs'>

/**
 * Runs `quote` with `wallet` on a claimed `run`, dispatching every progress event to the store.
 * Settles as the core's `executeQuote` does; the store ends in the matching phase either way.
 */
export function runExecution(
  store: ExecutionStore,
  run: ExecutionRun,
  { quote, request, client, wallet, settings }: { quote: QuoteResponse; request?: QuoteRequestInput | undefined; client: ExecutorClient; wallet: FerryWallet; settings: ExecutionSettings },
): Promise<ExecutionResult> {
  const dispatch = dispatcher(store, run)
  dispatch({ type: 'start', quote, at: Date.now() })
  const onProgress = (progress: ExecutionProgress) => dispatch({ type: 'progress', progress, at: Date.now() })
  return settle(
    store,
    run,
    loadExecuteQuote().then((executeQuote) => executeQuote({ ...settings, quote, request, client, wallet, signal: run.signal, onProgress })),
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

/** Records an error that ended a claimed run before `runExecution` started it (a failed quote refresh). */
export function failBeforeStart(store: ExecutionStore, run: ExecutionRun, error: unknown): void {
  const dispatch = dispatcher(store, run)
  dispatch(run.cancelled ? { type: 'cancel', at: Date.now() } : { type: 'error', error: toExecutionError(error), at: Date.now() })
}

type Dispatch = (event: ExecutionEvent) => void

function dispatcher(store: ExecutionStore, run: ExecutionRun): Dispatch {
  return (event) => store.getState().dispatch(run, event)
}

/**
 * Ends the store's run as the core's promise settles. A cancel ends it as cancelled only while
 * nothing paid has left the wallet: when the wallet sent the funds anyway (its prompt was already
 * open), the run is left in flight, to be followed by `resumeExecution` once released.
 */
async function settle(store: ExecutionStore, run: ExecutionRun, work: Promise<ExecutionResult>): Promise<ExecutionResult> {
  const dispatch = dispatcher(store, run)
  try {
    const result = await work
    dispatch({ type: 'finish', result, at: Date.now() })
    return result
  } catch (error) {
    if (!run.cancelled) dispatch({ type: 'error', error: toExecutionError(error), status: statusOf(error), at: Date.now() })
    else if (!isPaid(store.getState().execution)) dispatch({ type: 'cancel', at: Date.now() })
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

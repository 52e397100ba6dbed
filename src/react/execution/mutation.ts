import type { ExecutionResult, FerryError } from '../../core/index'
import type { ExecutionState } from './machine'

/** wagmi's mutation status words (`useSendCalls().status`), for an execution. */
export type ExecuteStatus = 'idle' | 'pending' | 'success' | 'error'

/** What `useExecuteSteps` says in wagmi's mutation vocabulary, read from the execution's state alone. */
export interface ExecuteMutation {
  status: ExecuteStatus
  /** The result, once the run ended in `success`. */
  data: ExecutionResult | undefined
  /** Why the run ended otherwise: `state.error` itself. */
  error: FerryError | null
}

const IDLE: ExecuteMutation = { status: 'idle', data: undefined, error: null }
const PENDING: ExecuteMutation = { status: 'pending', data: undefined, error: null }

/**
 * The mutation an execution state stands for. Pending while a run is attached (`running`) or the
 * state is in flight and not ended (a persisted run the next mount resumes); the result is the
 * ended state's own fields, as `execute`'s promise resolved with them.
 */
export function mutationOf(state: ExecutionState, running: boolean): ExecuteMutation {
  if (state.phase === 'idle' && !running) return IDLE
  if (running || state.endedAt === undefined) return PENDING
  if (state.phase === 'success' && state.requestId && state.status) {
    const { requestId, txHashes, inTxHashes, status: finalStatus } = state
    return { status: 'success', data: { requestId, status: 'success', txHashes, inTxHashes, finalStatus }, error: null }
  }
  return { status: 'error', data: undefined, error: state.error ?? null }
}

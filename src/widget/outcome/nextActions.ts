import { mayStillComplete } from '../../core/index'
import type { ExecutionState } from '../../react/index'

// Apart from OutcomeView, like `./retryable`: the history reads it too, and must not pull the view in.
/** The run stopped waiting, but the request it paid for may still complete. */
export function isStillInFlight(state: ExecutionState): boolean {
  return state.phase === 'error' && mayStillComplete(state.error)
}

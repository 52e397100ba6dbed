import { canCompleteWithoutUser, hasSentAnything } from '../../core/index'
import type { ExecutionState } from '../../react/index'

// Apart from OutcomeView: the form reads it too, and must not pull the (lazily loaded) view in with it.
/**
 * Another try is offered only where nothing left the wallet: no transaction sent, no signature
 * posted, no status of the request past `waiting`. Anything else could pay twice.
 */
export function isRetryable(state: ExecutionState): boolean {
  return state.phase === 'error' && !canCompleteWithoutUser(state) && !(state.quote && hasSentAnything(state.quote))
}

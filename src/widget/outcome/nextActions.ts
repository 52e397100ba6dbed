import { hasSentAnything } from '../../core/index'
import { outcomeOf, type ExecutionState } from '../../react/index'

// Apart from OutcomeView: the form reads them too, and must not pull the (lazily loaded) view in.

/**
 * Another try is offered only where the run stopped with nothing out of the wallet: no
 * transaction sent, no signature posted, and no request the service knows. Anything else could
 * pay twice.
 */
export function isRetryable(state: ExecutionState): boolean {
  return outcomeOf(state) === 'stopped' && !(state.quote && hasSentAnything(state.quote))
}

/** The run ended without its request's outcome: it stopped waiting, and the request may still complete. */
export function isStillInFlight(state: ExecutionState): boolean {
  return state.endedAt !== undefined && outcomeOf(state) === 'pending'
}

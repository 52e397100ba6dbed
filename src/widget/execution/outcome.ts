import type { ExecutionState } from '../../react/index'

// Apart from OutcomeView, like `./retryable`: the history reads it too, and must not pull the view in.
/** Errors after which the request may still complete: it is followed in the history, never retried. */
const IN_FLIGHT_CODES: ReadonlySet<string> = new Set(['STATUS_TIMEOUT', 'FOLLOW_STOPPED'])

/** An error after which the request may still complete (the run only stopped waiting for it). */
export function mayStillComplete(code: string | undefined): boolean {
  return code !== undefined && IN_FLIGHT_CODES.has(code)
}

/** The run stopped waiting, but the request it paid for may still complete. */
export function isStillInFlight(state: ExecutionState): boolean {
  return state.phase === 'error' && mayStillComplete(state.error?.code)
}

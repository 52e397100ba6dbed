import { hasSentAnything, type ExecutionState } from '../../react/index'

/** Errors after which the request may still complete: it is followed in the history, never retried. */
const IN_FLIGHT_CODES: ReadonlySet<string> = new Set(['STATUS_TIMEOUT', 'FOLLOW_STOPPED'])

/**
 * Another try is offered only where nothing left the wallet: no transaction sent, no signature
 * posted, no status of the request read. Anything else could pay twice.
 */
export function isRetryable(state: ExecutionState): boolean {
  return state.phase === 'error' && !hasSentAnything(state)
}

/** An error after which the request may still complete (the run only stopped waiting for it). */
export function mayStillComplete(code: string | undefined): boolean {
  return code !== undefined && IN_FLIGHT_CODES.has(code)
}

/** The run stopped waiting, but the request it paid for may still complete. */
export function isStillInFlight(state: ExecutionState): boolean {
  return state.phase === 'error' && mayStillComplete(state.error?.code)
}

import { mayStillComplete, type RequestStatus, type StatusResponse } from '../../core/index'
import type { ExecutionPhase } from './machine'

/**
 * How a run or a history entry stands, for every view that tells it (progress, outcome, history,
 * events, the history follower):
 * - `pending`: not ended, or no longer watched while its request may still complete;
 * - `success`, `refunded`: how the request ended;
 * - `failed`: the service reported `failure` (a refund follows it without the user);
 * - `stopped`: the run ended before its request was with the service (declined, cancelled,
 *   refused, interrupted): there is nothing to follow, and nothing left the wallet for it to fill.
 */
export type RunOutcome = 'pending' | 'success' | 'refunded' | 'failed' | 'stopped'

/** What `outcomeOf` reads: an `ExecutionState` or an `ExecutionHistoryEntry` both have it. */
export interface OutcomeSource {
  phase: ExecutionPhase
  /** The last status read, or its word. */
  status?: StatusResponse | RequestStatus | undefined
  error?: { code: string } | undefined
}

/**
 * The outcome of a run or history entry: the service's last word wins (`latest`, a fresher read,
 * over the one recorded), else how the run ended. A request that may still complete is `pending`,
 * never failed or stopped.
 */
export function outcomeOf(run: OutcomeSource, latest?: RequestStatus): RunOutcome {
  const word = latest ?? (typeof run.status === 'string' ? run.status : run.status?.status)
  if (word === 'success' || run.phase === 'success') return 'success'
  if (word === 'refund' || run.phase === 'refund') return 'refunded'
  if (word === 'failure' || run.phase === 'failure') return 'failed'
  // `pending`, or a word Ferry does not know: the service is at work.
  if (word !== undefined && word !== 'waiting') return 'pending'
  if (run.phase === 'error' && !mayStillComplete(run.error)) return 'stopped'
  return 'pending'
}

/**
 * Whether a request with this outcome may still change by itself: `pending`, or `failed` with its
 * refund to come. Such a request is followed (the provider's history, a history row); an end is not.
 */
export function isUnsettled(outcome: RunOutcome): boolean {
  return outcome === 'pending' || outcome === 'failed'
}

import type { StatusResponse } from '../../core/index'
// The core's schedule itself (shared with `pollStatus`), not part of its public entry.
import { advancePoll, type PollState } from '../../core/status/pollSchedule'

/** The poll state of each status object kept in the cache: the object is kept while nothing changes. */
const pollStates = new WeakMap<StatusResponse, PollState>()

/**
 * Folds a fresh read into the status kept so far: the kept object itself while neither the status
 * word nor a tx hash changed (so nothing re-renders for an unchanged read), else the new one. What
 * the status query and the executor's reads (written into the same cache entry) both go through.
 */
export function foldStatus(kept: StatusResponse | undefined, status: StatusResponse, now: number): StatusResponse {
  const previous = kept && pollStates.get(kept)
  const next = advancePoll(previous, status, now)
  if (next === previous && kept) return kept
  pollStates.set(next.status, next)
  return next.status
}

/** The poll state of a status from the cache (undefined for one that did not come through `foldStatus`). */
export function pollStateOf(status: StatusResponse | undefined): PollState | undefined {
  return status && pollStates.get(status)
}

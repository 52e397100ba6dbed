import type { ExecutionHistoryEntry, RequestStatus } from '../../react/index'
import { mayStillComplete } from '../execution/outcome'
import type { HistoryTone } from '../execution/runLabels'

/**
 * A history row's chip, from the last status word read (the service's word wins), else from how
 * the run ended. A request the service may still fill is pending, never failed or stopped.
 */
export function historyTone(entry: Pick<ExecutionHistoryEntry, 'phase' | 'status' | 'error'>, latest?: RequestStatus): HistoryTone {
  const word = latest ?? entry.status
  if (word === 'success') return 'complete'
  if (word === 'refund') return 'refunded'
  if (word === 'failure') return 'failed'
  // `pending`, or a word Ferry does not know: the service is at work.
  if (word !== undefined && word !== 'waiting') return 'pending'
  if (entry.phase === 'success') return 'complete'
  if (entry.phase === 'refund') return 'refunded'
  if (entry.phase === 'failure') return 'failed'
  if (entry.phase === 'error' && !mayStillComplete(entry.error?.code)) return 'stopped'
  return 'pending'
}

import { getItemKind } from '../../core/index'
import type { ExecutionItemStatus, ExecutionState } from './machine'

/** Item statuses after which the item has left the wallet: sent, signed and posted, or done. */
export const SENT: ReadonlySet<ExecutionItemStatus> = new Set(['submitted', 'confirming', 'complete'])

/**
 * Something left the wallet (a transaction sent, a signature posted) or the service reported on
 * the request. From then on nothing may suggest sending it again: no retry of this execution.
 */
export function hasSentAnything(state: ExecutionState): boolean {
  return state.status !== undefined || state.inTxHashes.length > 0 || state.steps.some((step) => step.items.some((item) => SENT.has(item.status)))
}

/**
 * The item that moves the funds (the last transaction or venue transfer of the quote) has left
 * the wallet, or the service already reports past `waiting`. The request may now be filled:
 * it can no longer be cancelled, only followed until it ends.
 */
export function isPaid(state: ExecutionState): boolean {
  if (state.status !== undefined && state.status.status !== 'waiting') return true
  const steps = state.quote?.steps ?? []
  for (let stepIndex = steps.length - 1; stepIndex >= 0; stepIndex -= 1) {
    const step = steps[stepIndex]!
    for (let itemIndex = step.items.length - 1; itemIndex >= 0; itemIndex -= 1) {
      if (getItemKind(step, step.items[itemIndex]!) === 'signature') continue
      return SENT.has(state.steps[stepIndex]?.items[itemIndex]?.status ?? 'pending')
    }
  }
  return false
}

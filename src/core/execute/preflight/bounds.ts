import type { Hex } from 'viem'
import { UnsafeStepError } from '../../errors/execution'
import type { QuoteResponse } from '../../types/quote'
import { unsafe, type Entry } from './entries'

/**
 * Items are wallet prompts. The spec's longest flow has three (a reset to 0, the approval, the
 * deposit, for a token that needs the reset); the withdrawal has two. One more is tolerated.
 */
export const MAX_ITEMS = 4
/** Steps without items cost no prompt (the service's docs say to skip them): a couple are tolerated. */
export const MAX_STEPS = 6

/** A quote of a thousand steps must not become a thousand prompts for one request. */
export function checkBounds(quote: QuoteResponse, requestId: Hex): void {
  const { steps } = quote
  if (steps.length > MAX_STEPS) {
    throw new UnsafeStepError({ requestId, field: 'steps', reason: `are ${steps.length}; at most ${MAX_STEPS} are run` })
  }
  let items = 0
  steps.forEach((step, s) => {
    items += step.items.length
    if (items > MAX_ITEMS) {
      throw new UnsafeStepError({ requestId, stepId: step.id, field: `steps.${s}.items`, reason: `bring the quote to ${items} items; at most ${MAX_ITEMS} are run` })
    }
  })
}

/** The same transaction (or venue transfer) twice would pay twice for one request. */
export function checkRepeats(entries: Entry[]): void {
  const seen = new Map<string, Entry>()
  for (const entry of entries) {
    const key =
      entry.kind === 'transaction'
        ? `${entry.item.data.chainId} ${entry.item.data.to} ${entry.item.data.data} ${entry.item.data.value}`.toLowerCase()
        : entry.kind === 'venue-deposit'
          ? `venue ${entry.item.data.nonce}`
          : undefined
    if (key === undefined) continue
    const first = seen.get(key)
    if (first) throw unsafe(entry, '', `repeats ${first.path}`)
    seen.set(key, entry)
  }
}

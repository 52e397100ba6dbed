import { batchOfItem, type RunBatch } from '../batch/runBatches'
import type { WalletPrompt } from './walletPrompts'

/** What the wallet asks at once: one prompt, or the transactions of a batch in one confirmation. */
export type PromptUnit = { kind: 'single'; prompt: WalletPrompt } | { kind: 'batch'; batch: RunBatch; prompts: WalletPrompt[] }

/** `prompts` in order, those of one batch taken together where its first one stands. */
export function promptUnits(prompts: WalletPrompt[], batches: RunBatch[]): PromptUnit[] {
  const done = new Set<RunBatch>()
  return prompts.flatMap((prompt): PromptUnit[] => {
    const batch = batchOfItem(batches, prompt)
    if (!batch) return [{ kind: 'single', prompt }]
    if (done.has(batch)) return []
    done.add(batch)
    const inBatch = prompts.filter((other) => batchOfItem([batch], other) !== undefined)
    return [{ kind: 'batch', batch, prompts: inBatch }]
  })
}

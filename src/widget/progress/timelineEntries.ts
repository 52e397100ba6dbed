import { itemRecords, type ItemRecord, type ItemRecordStatus } from '../../core/index'
import { outcomeOf, type ExecutionPhase, type ExecutionState } from '../../react/index'
import { quoteSides } from '../display/side'
import { amountForPeople, chainLabel } from '../display/text'
import type { ProgressLabels, RunningPhase } from '../labels/progress'
import type { WidgetLabels } from '../labels/widgetLabels'
import { batchesOf, batchOfItem, type BatchingView, type RunBatch } from '../batch/runBatches'
import { promptText, type PromptTextContext } from '../prompts/promptText'
import { walletPrompts, type WalletPrompt } from '../prompts/walletPrompts'

/** Where a timeline entry stands: an item's wallet prompt, then its transaction; `active` is the service's part. */
export type TimelineStage = 'pending' | 'wallet' | 'submitted' | 'confirming' | 'active' | 'done' | 'failed'

export interface TimelineEntry {
  key: string
  /** What it is, in words: `Approve USDC`, `Sign the venue transfer`, `Receive 32.98 USDC on Arbitrum`. */
  title: string
  stage: TimelineStage
  /** A wallet signature (nothing sent on chain), not a transaction: the words for its stages differ. */
  signature?: boolean
  /** Where it stands, in words: `Confirm in your wallet`, `Confirming`, `Sending USDC on Arbitrum`. */
  status: string
  txHash?: string
  /** What the transaction did, for its link's name: `Approval`, `Deposit`. */
  txName?: string
  chainId?: number
  /** The entry the run is at: marked `aria-current`. */
  current: boolean
  /** A batch (one wallet prompt for several transactions): its calls' titles, in order. */
  calls?: string[]
  /** After a permit: the service submits the signed transfer (the user sends nothing). */
  submission?: boolean
}

export interface TimelineContext {
  labels: WidgetLabels
  chainName?: ((chainId: number) => string | undefined) | undefined
  /** The widget's locale, which writes the amounts; English without one. */
  locale?: string | undefined
  /** Whether the run batches where its records do not say yet (`ProgressView`'s `atomic`). */
  batching?: BatchingView | undefined
}

const ITEM_STAGE: Record<ItemRecordStatus, TimelineStage> = {
  incomplete: 'pending',
  'waiting-for-wallet': 'wallet',
  submitted: 'submitted',
  confirming: 'confirming',
  complete: 'done',
  failed: 'failed',
}

/**
 * A run as a vertical timeline: one entry per wallet prompt (its title from the quote, never the
 * service's step words), then the delivery the service makes. A batch is one prompt: one entry,
 * its calls listed in it, one stage and one transaction. The first entry not done is current
 * while the run goes.
 */
export function timelineOf(state: ExecutionState, context: TimelineContext): TimelineEntry[] {
  const { labels, chainName, locale } = context
  const { common, progress } = labels
  const { send, receive } = quoteSides(state.quote)
  const prompts = state.quote ? walletPrompts(state.quote) : []
  const batches = state.quote ? batchesOf(state.quote, context.batching) : []
  const textContext = { labels, chainName, send, locale }
  const items = (state.quote ? itemRecords(state.quote) : []).flatMap((item): Omit<TimelineEntry, 'current'>[] => {
    const { stepIndex, itemIndex } = item
    const batch = batchOfItem(batches, item)
    // A batch's entry stands where its first call does.
    if (batch) return batch.items[0]!.stepIndex === stepIndex && batch.items[0]!.itemIndex === itemIndex ? [batchEntry(batch, prompts, textContext)] : []
    const prompt = promptAt(prompts, item)
    const signature = prompt?.signature ?? item.kind !== 'transaction'
    const stage = ITEM_STAGE[item.status]
    const permit = item.kind === 'permit'
    const entry = {
      key: `${stepIndex}-${itemIndex}`,
      title: prompt ? promptText(prompt, textContext).title : signature ? labels.prompts.signature : labels.prompts.transaction,
      stage,
      signature,
      // A permit given is what moves the funds: "Signature received", then the service's part.
      status: permit && (stage === 'submitted' || stage === 'done') ? progress.signatureReceived : itemStatus(stage, signature, progress),
      ...(item.txHash ? { txHash: item.txHash, txName: common.transactions[item.approval ? 'approval' : 'deposit'] } : {}),
      ...(item.chainId !== undefined ? { chainId: item.chainId } : promptChain(prompt)),
    }
    return permit ? [entry, permitSubmission(entry, state, context)] : [entry]
  })
  const allDone = items.every((entry) => entry.stage === 'done')
  const delivery = {
    key: 'delivery',
    title: receive ? progress.deliveryTitle(amountForPeople(receive, common, { locale }), chainLabel(receive.chainId, common, chainName)) : progress.phase.polling,
    ...deliveryStage(state, allDone, progress, receive && { symbol: receive.symbol, chain: chainLabel(receive.chainId, common, chainName) }),
  }
  const entries = [...items, delivery]
  const currentAt = state.endedAt === undefined ? entries.findIndex((entry) => entry.stage !== 'done') : -1
  return entries.map((entry, index) => ({ ...entry, current: index === currentAt }))
}

const promptAt = (prompts: WalletPrompt[], { stepIndex, itemIndex }: ItemRecord) => prompts.find((p) => p.stepIndex === stepIndex && p.itemIndex === itemIndex)

/** A batch's one entry: its calls' titles as one (`Approve USDC and deposit`), its one transaction named by the funds it moves. */
function batchEntry(batch: RunBatch, prompts: WalletPrompt[], context: PromptTextContext): Omit<TimelineEntry, 'current'> {
  const { common, prompts: words, progress } = context.labels
  const calls = batch.items.map((item) => {
    const prompt = promptAt(prompts, item)
    return prompt ? promptText(prompt, context).title : words.transaction
  })
  const [first] = batch.items
  const stage = ITEM_STAGE[first!.status]
  const txHash = batch.items.find((item) => item.txHash)?.txHash
  const moves = batch.items.some((item) => !item.approval)
  return {
    key: `batch-${batch.key}`,
    title: words.batch(calls),
    stage,
    signature: false,
    status: itemStatus(stage, false, progress),
    ...(txHash ? { txHash, txName: common.transactions[moves ? 'deposit' : 'approval'] } : {}),
    chainId: batch.chainId,
    calls,
  }
}

/**
 * After a permit, the service's part before the delivery: it submits the signed transfer on the
 * origin chain, paying the fee, until its status leaves `waiting` (the deposit is seen).
 */
function permitSubmission(permit: Omit<TimelineEntry, 'current'>, state: ExecutionState, { labels, chainName }: TimelineContext): Omit<TimelineEntry, 'current'> {
  const { common, progress } = labels
  const word = state.status?.status
  const seen = (word !== undefined && word !== 'waiting') || outcomeOf(state) === 'success'
  const stage: TimelineStage = seen ? 'done' : permit.stage === 'done' ? 'active' : 'pending'
  return {
    key: `${permit.key}-submission`,
    title: progress.permitSubmitTitle(permit.chainId === undefined ? '' : chainLabel(permit.chainId, common, chainName)),
    stage,
    status: stage === 'done' ? progress.permitConfirmed : stage === 'active' ? progress.permitSubmitting : progress.stagePending,
    submission: true,
    ...(permit.chainId === undefined ? {} : { chainId: permit.chainId }),
  }
}

function itemStatus(stage: TimelineStage, signature: boolean, labels: ProgressLabels): string {
  switch (stage) {
    case 'wallet':
      return signature ? labels.stageWalletSignature : labels.stageWalletTransaction
    case 'submitted':
      return signature ? labels.stageSigned : labels.stageSubmitted
    case 'confirming':
      return labels.stageConfirming
    case 'done':
      return labels.stageDone
    case 'failed':
      return labels.stageFailed
    default:
      return labels.stagePending
  }
}

function promptChain(prompt: WalletPrompt | undefined): { chainId?: number } {
  return prompt && 'chainId' in prompt ? { chainId: prompt.chainId } : {}
}

/** The service's part: waiting for the deposit, then sending on the destination, then done (or refunding). */
function deliveryStage(state: ExecutionState, itemsDone: boolean, labels: ProgressLabels, receive: { symbol: string; chain: string } | undefined): Pick<TimelineEntry, 'stage' | 'status'> {
  const word = state.status?.status
  const outcome = outcomeOf(state)
  if (outcome === 'success') return { stage: 'done', status: labels.stageDone }
  if (outcome === 'refunded') return { stage: 'done', status: labels.deliveryRefunded }
  if (outcome === 'failed') return { stage: 'active', status: labels.deliveryRefunding }
  if (!itemsDone && word === undefined) return { stage: 'pending', status: labels.stagePending }
  // The service's word for "filling now": a stage of the delivery, not an outcome.
  if (word === 'pending' && receive) return { stage: 'active', status: labels.statusSending(receive.symbol, receive.chain) }
  return { stage: 'active', status: labels.deliveryPickup }
}

/**
 * The run's headline in plain words, never the service's status word: `Waiting for your wallet`,
 * `Confirming on Base`, `Sending USDC on Arbitrum`; once it has an outcome, the outcome's word.
 */
export function headlineOf(state: ExecutionState, timeline: TimelineEntry[], context: TimelineContext): string {
  const { labels, chainName } = context
  const { common, progress } = labels
  const outcome = outcomeOf(state)
  if (outcome === 'failed') return progress.statusRefunding
  if (outcome !== 'pending' || state.endedAt !== undefined) return common.outcomes[outcome]
  const current = timeline.find((entry) => entry.current)
  if (state.phase === 'confirming' && current?.chainId !== undefined) return progress.statusConfirming(chainLabel(current.chainId, common, chainName))
  const { receive } = quoteSides(state.quote)
  if (state.phase === 'polling' && state.status?.status === 'pending' && receive) return progress.statusSending(receive.symbol, chainLabel(receive.chainId, common, chainName))
  // A signature given is not a transaction sent: nothing went on chain.
  if (state.phase === 'submitting' && current?.signature) return progress.signatureReceived
  if (current?.submission && current.stage === 'active') return progress.permitSubmitting
  const running = runningPhase(state.phase)
  return running ? progress.phase[running] : common.outcomes.pending
}

/** The phase, while it is one a run passes through before its outcome. */
function runningPhase(phase: ExecutionPhase): RunningPhase | undefined {
  switch (phase) {
    case 'idle':
    case 'awaiting-wallet':
    case 'submitting':
    case 'confirming':
    case 'polling':
      return phase
    default:
      return undefined
  }
}

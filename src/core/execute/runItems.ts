import type { Hex } from 'viem'
import { TransactionFailedError } from '../errors/execution'
import { VenueSubmissionError } from '../errors/venue'
import { getItemKind, isSignatureItem, isTransactionItem, isVenueDepositItem } from '../parse/items'
import { batchGroups } from '../run/batches'
import { fundsItemOf, isItemSent, isResignable, patchItem, type ItemPosition, type ItemRecordStatus } from '../run/records'
import type { PermitItem, QuoteResponse, Step, StepItem, TransactionItem } from '../types/quote'
import { raceSignal } from '../utils/abort'
import type { BatchContext, BatchRecord } from './batch/batchContext'
import { runBatch } from './batch/runBatch'
import { planRun } from './batch/planRun'
import type { ExecutorClient } from './client'
import type { ItemContext } from './itemContext'
import type { ExecutionProgress, ItemProgress, ItemProgressStatus } from './progress'
import type { FerryWallet } from './wallet'
import { runPermitItem } from './runPermitItem'
import { runSignatureItem } from './runSignatureItem'
import { runTransactionItem } from './runTransactionItem'
import { runVenueDepositItem } from './runVenueDepositItem'
import { toWalletError } from './walletErrors'

/** A run's records: `quote` is replaced, never changed in place, as items go. */
export interface RunRecords {
  quote: QuoteResponse
}

/** `executeQuote`'s options the items need, with the request they pay. */
export interface RunItemsOptions {
  client: ExecutorClient
  wallet: FerryWallet
  requestId: Hex
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
  signal?: AbortSignal | undefined
  receiptTimeoutMs?: number | undefined
  checkTimeoutMs?: number | undefined
  batch?: boolean | undefined
}

type RunOptions = RunItemsOptions

/**
 * Runs every item not yet complete or sent, in order; `run.quote` keeps the records as they change.
 * Consecutive transactions of a chain where the wallet runs batches atomically go as one batch.
 */
export async function runItems(run: RunRecords, options: RunOptions): Promise<void> {
  const chains = await atomicChains(run.quote, options)
  for (const unit of planRun(run.quote, chains)) {
    if (unit.kind === 'item') {
      await runOne(run, unit.position, options)
      continue
    }
    const outcome = await runBatchUnit(run, { chainId: unit.chainId, items: unit.items }, options)
    if (outcome.kind === 'unsupported') for (const position of unit.items) await runOne(run, position, options)
  }
}

/**
 * The chains of the quote's batches where the wallet says it runs batches atomically (asked once
 * per chain, before anything is sent). None when batching is off, the wallet lacks the batch
 * methods, or it cannot say.
 */
async function atomicChains(quote: QuoteResponse, { wallet, batch = true, signal }: RunOptions): Promise<Set<number>> {
  const chains = new Set<number>()
  if (!batch || !wallet.getCapabilities || !wallet.sendCalls || !wallet.getCallsStatus || !wallet.simulateCalls) return chains
  for (const chainId of new Set(batchGroups(quote).map((group) => group.chainId))) {
    const { atomic } = await raceSignal(wallet.getCapabilities({ chainId }), signal).catch(() => ({ atomic: 'unsupported' as const }))
    if (atomic === 'supported' || atomic === 'ready') chains.add(chainId)
  }
  return chains
}

async function runOne(run: RunRecords, position: ItemPosition, options: RunOptions): Promise<void> {
  const { client, wallet, onProgress, signal, requestId } = options
  const { stepIndex, itemIndex } = position
  const step = run.quote.steps[stepIndex]!
  const item = step.items[itemIndex]!
  const kind = getItemKind(step, item)
  const funds = fundsItemOf(run.quote)
  // Recorded before anyone hears of it: a resume from the quote of any event follows and never resends.
  const record = (status: ItemProgressStatus, extra: Pick<ItemProgress, 'txHash' | 'chainId' | 'error'> = {}) => {
    run.quote = patchItem(run.quote, position, { status, ...(extra.txHash ? { txHash: extra.txHash } : {}) })
    onProgress?.({ type: 'item', requestId, stepIndex, itemIndex, stepId: step.id, kind, status, ...extra, quote: run.quote })
  }
  const ctx: ItemContext = {
    client,
    wallet,
    requestId,
    stepId: step.id,
    signal,
    receiptTimeoutMs: options.receiptTimeoutMs ?? 180_000,
    checkTimeoutMs: options.checkTimeoutMs ?? 60_000,
    isFundsItem: funds?.stepIndex === stepIndex && funds.itemIndex === itemIndex,
    report: record,
  }
  try {
    const txHash = await runItem({ step, item, ctx })
    record('complete', txHash ? { txHash } : {})
  } catch (error) {
    const typed = toWalletError(error, { requestId, stepId: step.id })
    const current = run.quote.steps[stepIndex]!.items[itemIndex]!
    // What left the wallet cannot have failed here: it stays sent and is followed. Not so a
    // signature or a permit (posting it again is harmless: the token takes a permit's nonce once),
    // a venue transfer the venue refused, or a transaction that reverted or was never seen mined.
    const stillSent = !isResignable(kind) && isItemSent(current) && !(typed instanceof VenueSubmissionError || typed instanceof TransactionFailedError)
    if (!stillSent) record('failed', { error: typed })
    throw typed
  }
}

async function runItem({ step, item, ctx }: { step: Step; item: StepItem; ctx: ItemContext }): Promise<Hex | undefined> {
  if (isTransactionItem(step, item)) return runTransactionItem(item, ctx)
  if (isSignatureItem(step, item)) await runSignatureItem(item, ctx)
  if (getItemKind(step, item) === 'permit') await runPermitItem(item as PermitItem, ctx)
  // A transfer already posted is followed by the request's status, never posted again.
  if (isVenueDepositItem(step, item) && !isItemSent(item)) await runVenueDepositItem(item, ctx)
  return undefined
}

/** One batch, its records written for all its items at once and reported in one event each time. */
async function runBatchUnit(run: RunRecords, { chainId, items }: { chainId: number; items: ItemPosition[] }, options: RunOptions) {
  const { client, wallet, onProgress, signal, requestId } = options
  const steps = items.map(({ stepIndex }) => run.quote.steps[stepIndex]!)
  const funds = fundsItemOf(run.quote)
  const record: BatchContext['record'] = (status, extra: BatchRecord = {}) => {
    for (const position of items) run.quote = withItem(run.quote, position, batchRecord(run.quote, position, status, extra))
    const batchId = run.quote.steps[items[0]!.stepIndex]!.items[items[0]!.itemIndex]!.batchId
    onProgress?.({
      type: 'batch',
      requestId,
      chainId,
      items: items.map((position, index) => ({ ...position, stepId: steps[index]!.id })),
      status,
      ...(batchId ? { batchId } : {}),
      ...(extra.txHash ? { txHash: extra.txHash } : {}),
      ...(extra.error ? { error: extra.error } : {}),
      quote: run.quote,
    })
  }
  const ctx: BatchContext = {
    client,
    wallet,
    requestId,
    signal,
    chainId,
    items: items.map(({ stepIndex, itemIndex }) => run.quote.steps[stepIndex]!.items[itemIndex] as TransactionItem),
    stepId: steps[0]!.id,
    stepIds: steps.map((step) => step.id),
    holdsFunds: items.some((position) => funds?.stepIndex === position.stepIndex && funds.itemIndex === position.itemIndex),
    receiptTimeoutMs: options.receiptTimeoutMs ?? 180_000,
    checkTimeoutMs: options.checkTimeoutMs ?? 60_000,
    record,
  }
  const outcome = await runBatch(ctx)
  if (outcome.kind === 'done') record('complete', outcome.txHash ? { txHash: outcome.txHash } : {})
  return outcome
}

/** An item's new record in a batch: the status, the hash once known, the batch id kept, set or (`null`) cleared. */
function batchRecord(quote: QuoteResponse, { stepIndex, itemIndex }: ItemPosition, status: ItemRecordStatus, extra: BatchRecord): StepItem {
  const { batchId: recorded, ...item } = quote.steps[stepIndex]!.items[itemIndex]!
  const batchId = extra.batchId === null ? undefined : (extra.batchId ?? recorded)
  return { ...item, status, ...(extra.txHash ? { txHash: extra.txHash } : {}), ...(batchId ? { batchId } : {}) } as StepItem
}

/** `quote` with the item at the position replaced: a field can go, unlike with `patchItem`. */
function withItem(quote: QuoteResponse, { stepIndex, itemIndex }: ItemPosition, next: StepItem): QuoteResponse {
  return { ...quote, steps: quote.steps.map((step, i) => (i !== stepIndex ? step : { ...step, items: step.items.map((item, j) => (j === itemIndex ? next : item)) })) }
}

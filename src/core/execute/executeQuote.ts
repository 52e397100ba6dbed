import type { Hex } from 'viem'
import { AllowanceError, FollowStoppedError, RequestFailedError, RequestRefundedError, StatusTimeoutError } from '../errors/execution'
import { AbortedError } from '../errors/http'
import { VenueSubmissionError } from '../errors/venue'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { getItemKind, isSignatureItem, isTransactionItem, isVenueDepositItem } from '../parse/items'
import { pollStatus, type PollStatusOptions } from '../status/pollStatus'
import type { QuoteResponse, Step, StepItem } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { StatusResponse } from '../types/status'
import type { ExecutorClient } from './client'
import type { ItemContext } from './itemContext'
import { preflight } from './preflight'
import type { ExecutionProgress, ExecutionResult, ItemProgress, ItemProgressStatus } from './progress'
import { hasSentFunds, hasWorkToSend, isSendingItem, isSubmitted, patchItem, sentHashes, type ItemPosition } from './records'
import { runSignatureItem } from './runSignatureItem'
import { runTransactionItem } from './runTransactionItem'
import { runVenueDepositItem } from './runVenueDepositItem'
import { statusIfKnown } from './statusIfKnown'
import type { FerryWallet } from './wallet'
import { isAllowanceRevertData, toWalletError } from './walletErrors'

export interface ExecuteQuoteOptions {
  /** A quote from `getQuote`, or one handed back from progress to resume: it is parsed again. */
  quote: QuoteResponse
  client: ExecutorClient
  wallet: FerryWallet
  onProgress?: (progress: ExecutionProgress) => void
  signal?: AbortSignal
  /** How long to wait for each transaction's receipt. Default 3 min. */
  receiptTimeoutMs?: number
  /** How long to wait for the service to index a deposit before moving on to status polling. Default 60 s. */
  checkTimeoutMs?: number
  /** Pace and bounds of the final status polling. */
  poll?: Omit<PollStatusOptions, 'signal' | 'onUpdate' | 'onError' | 'stopWhen'>
  /** The request this quote answers: the origin chain (and input) when the quote lacks `details.currencyIn`. */
  request?: QuoteRequestInput
}

/**
 * Runs a quote's steps in order with the wallet, then follows the request to its end.
 *
 * Nothing is sent twice: items already `complete` are skipped and items recorded as `submitted`
 * (see `ItemProgress.quote`) are followed, not sent; and before the wallet is asked for anything,
 * the service is asked whether it already knows the request past `waiting`, in which case it is
 * followed and not paid again.
 *
 * Resolves on `success`. A refund, a failure or a reverted transaction rejects with its typed
 * error. Once anything was sent, running out of time rejects with `StatusTimeoutError` and an
 * abort with `FollowStoppedError`, both carrying the request id and the hashes sent: the request
 * may still complete.
 */
export async function executeQuote(options: ExecuteQuoteOptions): Promise<ExecutionResult> {
  const { client, onProgress, signal } = options
  const run = { quote: parseQuoteResponse(options.quote) }
  const requestId = preflight(run.quote, { account: options.wallet.account, request: options.request, profile: client.profile })
  try {
    const known = hasWorkToSend(run.quote) ? await statusIfKnown(client, requestId, signal) : undefined
    if (known) onProgress?.({ type: 'status', requestId, status: known })
    else await runItems(run, { ...options, requestId })
    const final = await pollStatus(client, requestId, {
      ...options.poll,
      signal,
      onUpdate: (status) => onProgress?.({ type: 'status', requestId, status }),
      onError: (error) => onProgress?.({ type: 'status-error', requestId, error }),
    })
    return settle({ requestId, status: final, sent: sentHashes(run.quote) })
  } catch (error) {
    throw inFlight(error, { requestId, quote: run.quote })
  }
}

/** Runs every item not yet complete or sent, in order; `run.quote` keeps the records as they change. */
async function runItems(run: { quote: QuoteResponse }, options: ExecuteQuoteOptions & { requestId: Hex }): Promise<void> {
  const { client, wallet, onProgress, signal, requestId } = options
  const steps = run.quote.steps
  const lastSend = lastSendingItem(steps)
  for (const [stepIndex, step] of steps.entries()) {
    for (const [itemIndex, item] of step.items.entries()) {
      if (item.status === 'complete') continue
      const position: ItemPosition = { stepIndex, itemIndex }
      const kind = getItemKind(step, item)
      const emit = (status: ItemProgressStatus, extra?: Pick<ItemProgress, 'txHash' | 'chainId' | 'error'>) =>
        onProgress?.({ type: 'item', requestId, stepIndex, itemIndex, stepId: step.id, kind, status, ...extra, quote: run.quote })
      const ctx: ItemContext = {
        client,
        wallet,
        requestId,
        stepId: step.id,
        signal,
        receiptTimeoutMs: options.receiptTimeoutMs ?? 180_000,
        checkTimeoutMs: options.checkTimeoutMs ?? 60_000,
        isLastSend: lastSend?.stepIndex === stepIndex && lastSend.itemIndex === itemIndex,
        report: (status, extra) => {
          // Recorded before anyone hears of it: a resume from this quote follows and never resends.
          if (status === 'submitted' && isSendingItem(step, item)) {
            run.quote = patchItem(run.quote, position, { status: 'submitted', ...(extra?.txHash ? { txHash: extra.txHash } : {}) })
          }
          emit(status, extra)
        },
      }
      try {
        const txHash = await runItem({ step, item, ctx })
        run.quote = patchItem(run.quote, position, { status: 'complete' })
        emit('complete', txHash ? { txHash } : {})
      } catch (error) {
        const typed = toWalletError(error, { requestId, stepId: step.id })
        // The venue refused the transfer: nothing left, so the record goes back to unsent.
        if (typed instanceof VenueSubmissionError) run.quote = patchItem(run.quote, position, { status: item.status })
        const current = run.quote.steps[stepIndex]!.items[itemIndex]!
        // A sent item stays `submitted`: what left the wallet cannot have failed here.
        if (!isSubmitted(current) || typed.code === 'TRANSACTION_FAILED') emit('failed', { error: typed })
        throw typed
      }
    }
  }
}

async function runItem({ step, item, ctx }: { step: Step; item: StepItem; ctx: ItemContext }): Promise<Hex | undefined> {
  if (isTransactionItem(step, item)) return runTransactionItem(item, ctx)
  if (isSignatureItem(step, item)) await runSignatureItem(item, ctx)
  // A transfer already posted is followed by the request's status, never posted again.
  if (isVenueDepositItem(step, item) && !isSubmitted(item)) await runVenueDepositItem(item, ctx)
  return undefined
}

/** The last item that can move funds: once it is out, the request's status is what tells the rest. */
function lastSendingItem(steps: Step[]): ItemPosition | undefined {
  let last: ItemPosition | undefined
  steps.forEach((step, stepIndex) =>
    step.items.forEach((item, itemIndex) => {
      if (isSendingItem(step, item)) last = { stepIndex, itemIndex }
    }),
  )
  return last
}

/** After a send, stopping early says "in flight", with what identifies the request. */
function inFlight(error: unknown, { requestId, quote }: { requestId: Hex; quote: QuoteResponse }): unknown {
  if (!hasSentFunds(quote)) return error
  const txHashes = sentHashes(quote)
  if (error instanceof AbortedError) return new FollowStoppedError({ requestId, txHashes, cause: error })
  if (error instanceof StatusTimeoutError) return new StatusTimeoutError({ requestId, txHashes, lastStatus: error.lastStatus })
  return error
}

function settle({ requestId, status, sent }: { requestId: Hex; status: StatusResponse; sent: Hex[] }): ExecutionResult {
  if (status.status === 'success') {
    const inTxHashes = [...new Set([...sent, ...status.inTxHashes])]
    return { requestId, status: 'success', txHashes: status.txHashes, inTxHashes, finalStatus: status }
  }
  // The service may say why the fill failed; an allowance revert gets the spec's guidance.
  const cause = isAllowanceRevertData(status.details?.revertData) ? new AllowanceError({ requestId }) : undefined
  if (status.status === 'refund') throw new RequestRefundedError({ requestId, status, cause })
  throw new RequestFailedError({ requestId, status, cause })
}

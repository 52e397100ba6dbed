import type { Hex } from 'viem'
import { AllowanceError, RequestFailedError, RequestRefundedError } from '../errors/execution'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { getItemKind, isSignatureItem, isTransactionItem, isVenueDepositItem } from '../parse/items'
import { pollStatus, type PollStatusOptions } from '../status/pollStatus'
import type { QuoteResponse, Step, StepItem } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { StatusResponse } from '../types/status'
import type { ExecutorClient } from './client'
import type { ItemContext } from './itemContext'
import { preflight } from './preflight'
import type { ExecutionProgress, ExecutionResult } from './progress'
import { runSignatureItem } from './runSignatureItem'
import { runTransactionItem } from './runTransactionItem'
import { runVenueDepositItem } from './runVenueDepositItem'
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
  poll?: Omit<PollStatusOptions, 'signal' | 'onUpdate' | 'stopWhen'>
  /** The request this quote answers: the origin chain (and input) when the quote lacks `details.currencyIn`. */
  request?: QuoteRequestInput
}

/**
 * Runs a quote's steps in order with the wallet, then follows the request to its end.
 * Items already `complete` are skipped, so an interrupted execution resumes where it stopped.
 * Resolves on `success`; a refund, a failure or a timeout rejects with a typed error.
 */
export async function executeQuote(options: ExecuteQuoteOptions): Promise<ExecutionResult> {
  const { client, wallet, onProgress, signal } = options
  let quote = parseQuoteResponse(options.quote)
  const requestId = preflight(quote, { account: wallet.account, request: options.request })
  const sent: Hex[] = []

  for (const [stepIndex, step] of quote.steps.entries()) {
    for (const [itemIndex, item] of step.items.entries()) {
      if (item.status === 'complete') continue
      const kind = getItemKind(step, item)
      const report: ItemContext['report'] = (status, extra) =>
        onProgress?.({ type: 'item', requestId, stepIndex, itemIndex, stepId: step.id, kind, status, ...extra, quote })
      const ctx: ItemContext = {
        client,
        wallet,
        requestId,
        stepId: step.id,
        signal,
        receiptTimeoutMs: options.receiptTimeoutMs ?? 180_000,
        checkTimeoutMs: options.checkTimeoutMs ?? 60_000,
        report,
      }
      try {
        const txHash = await runItem({ step, item, ctx })
        if (txHash) sent.push(txHash)
        quote = markComplete(quote, { stepIndex, itemIndex })
        report('complete', txHash ? { txHash } : {})
      } catch (error) {
        const typed = toWalletError(error, { requestId, stepId: step.id })
        onProgress?.({ type: 'item', requestId, stepIndex, itemIndex, stepId: step.id, kind, status: 'failed', error: typed, quote })
        throw typed
      }
    }
  }

  const final = await pollStatus(client, requestId, {
    ...options.poll,
    signal,
    onUpdate: (status) => onProgress?.({ type: 'status', requestId, status }),
  })
  return settle({ requestId, status: final, sent })
}

async function runItem({ step, item, ctx }: { step: Step; item: StepItem; ctx: ItemContext }): Promise<Hex | undefined> {
  if (isTransactionItem(step, item)) return runTransactionItem(item, ctx)
  if (isSignatureItem(step, item)) await runSignatureItem(item, ctx)
  if (isVenueDepositItem(step, item)) await runVenueDepositItem(item, ctx)
  return undefined
}

function markComplete(quote: QuoteResponse, { stepIndex, itemIndex }: { stepIndex: number; itemIndex: number }): QuoteResponse {
  return {
    ...quote,
    steps: quote.steps.map((step, i) =>
      i !== stepIndex
        ? step
        : { ...step, items: step.items.map((item, j) => (j === itemIndex ? { ...item, status: 'complete' } : item)) },
    ),
  }
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

import type { Hex } from 'viem'
import { TransactionFailedError } from '../../errors/execution'
import { AbortedError, TimeoutError } from '../../errors/http'
import { WalletError } from '../../errors/wallet'
import type { TransactionItem } from '../../types/quote'
import { sleep, throwIfAborted } from '../../utils/abort'
import { switchChainIfNeeded } from '../itemContext'
import { followCheck } from '../runTransactionItem'
import type { WalletCall, WalletCallsStatus } from '../wallet'
import { toWalletError } from '../walletErrors'
import type { BatchContext } from './batchContext'
import { simulateBatch } from './simulateBatch'
import { isBatchUnsupported } from './unsupported'

/** How a batch ended: sent and confirmed (its hash, unless only the request's status will tell), or not taken as a batch. */
export type BatchOutcome = { kind: 'done'; txHash: Hex | undefined } | { kind: 'unsupported' }

/** Between reads of the wallet's batch status: quick at first (anvil and L2s confirm in a second), slower after. */
const STATUS_INTERVALS_MS = [250, 500, 1_000, 2_000]

/**
 * Sends a batch's items as one `wallet_sendCalls` and follows it to its receipt, then each item's
 * `check`. A batch recorded with its id (a resume) is followed, never sent again. Resolves
 * `unsupported`, having sent nothing, when the node cannot simulate the batch or the wallet says it
 * cannot take it; the caller sends the items one by one then. Writes the records as it goes,
 * failures included, and throws the typed error.
 */
export async function runBatch(ctx: BatchContext): Promise<BatchOutcome> {
  const recorded = ctx.items[0]?.batchId
  let id = recorded
  if (id === undefined) {
    const sent = await send(ctx)
    if (sent === undefined) return { kind: 'unsupported' }
    id = sent
  }
  try {
    const txHash = ctx.items[0]?.txHash ?? (await follow(id, ctx))
    for (const item of ctx.items) if (item.check) await followCheck(item.check.endpoint, ctx)
    return { kind: 'done', txHash }
  } catch (error) {
    const typed = toWalletError(error, { requestId: ctx.requestId, stepId: ctx.stepId, chainId: ctx.chainId })
    // A revert moved nothing (the batch is atomic). Anything else out of the wallet and not seen
    // to fail stays sent, and a resume follows it.
    if (typed instanceof TransactionFailedError) ctx.record('failed', { error: typed })
    throw typed
  }
}

/** Simulated as a whole, on the right chain, then the wallet: the batch id, or undefined when it cannot be a batch. */
async function send(ctx: BatchContext): Promise<string | undefined> {
  const { wallet, chainId } = ctx
  const calls = ctx.items.map(toCall)
  try {
    if (!(await simulateBatch(calls, ctx))) return undefined
    await switchChainIfNeeded(ctx, chainId)
    throwIfAborted(ctx.signal)
    ctx.record('waiting-for-wallet')
    const { id } = await wallet.sendCalls!({ chainId, calls })
    // Recorded before anything else: a reload from here on follows this batch and never sends it again.
    ctx.record('submitted', { batchId: id })
    return id
  } catch (error) {
    const typed = toWalletError(error, { requestId: ctx.requestId, stepId: ctx.stepId, chainId })
    if (typed instanceof WalletError && isBatchUnsupported(error)) {
      ctx.record('incomplete')
      return undefined
    }
    ctx.record('failed', { error: typed })
    throw typed
  }
}

function toCall({ data: { to, data, value } }: TransactionItem): WalletCall {
  return { to, data, value: BigInt(value) }
}

/**
 * Reads the batch's status until it ends: its hash (recorded `confirming` at once) on success.
 * Time out, or a wallet that no longer knows the batch, ends a batch that holds the funds
 * without a hash: the request's status is the truth then.
 */
async function follow(id: string, ctx: BatchContext): Promise<Hex | undefined> {
  const deadline = Date.now() + ctx.receiptTimeoutMs
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(ctx.signal)
    let status: WalletCallsStatus
    try {
      status = await ctx.wallet.getCallsStatus!({ id, chainId: ctx.chainId })
    } catch (error) {
      if (ctx.signal?.aborted) throw new AbortedError({ cause: ctx.signal.reason })
      if (ctx.holdsFunds) return undefined
      throw error
    }
    const txHash = status.receipts.at(-1)?.transactionHash
    if (status.status === 'success' && txHash) {
      ctx.record('confirming', { txHash })
      if (status.receipts.some((receipt) => receipt.status !== 'success')) throw failed(ctx, txHash)
      return txHash
    }
    if (status.status === 'reverted' && txHash) throw failed(ctx, txHash)
    if (status.status === 'failed' || status.status === 'reverted') {
      // Never reached the chain, or reverted whole: nothing moved, and the batch may be sent again.
      const error = new WalletError({ stepId: ctx.stepId, cause: status })
      ctx.record('failed', { error, batchId: null })
      throw error
    }
    if (Date.now() >= deadline) {
      if (ctx.holdsFunds) return undefined
      throw new WalletError({ stepId: ctx.stepId, cause: new TimeoutError({ url: `wallet_getCallsStatus ${id}`, timeoutMs: ctx.receiptTimeoutMs }) })
    }
    await sleep(STATUS_INTERVALS_MS[Math.min(attempt, STATUS_INTERVALS_MS.length - 1)]!, ctx.signal)
  }
}

function failed(ctx: BatchContext, txHash: Hex): TransactionFailedError {
  return new TransactionFailedError({ requestId: ctx.requestId, stepId: ctx.stepId, txHash, chainId: ctx.chainId, reason: 'reverted' })
}

import type { Hex } from 'viem'
import { TransactionFailedError } from '../errors/execution'
import { StatusTimeoutError } from '../errors/outcome'
import { AbortedError } from '../errors/http'
import { isItemSent } from '../run/records'
import { pollStatus } from '../status/pollStatus'
import type { TransactionItem } from '../types/quote'
import { withTimeout } from '../utils/abort'
import { boundFees } from './fees'
import { callWallet, switchChainIfNeeded, type ItemContext } from './itemContext'
import { simulateTransaction } from './simulate'
import type { WalletReceipt, WalletTransactionRequest } from './wallet'

/**
 * Sends an item's transaction on its chain, waits for a successful receipt, then follows the
 * item's `check` until the service has indexed the deposit. Returns the transaction hash. An
 * item recorded as `submitted` with its hash is not sent again: its hash is waited for.
 */
export async function runTransactionItem(item: TransactionItem, ctx: ItemContext): Promise<Hex> {
  const { chainId } = item.data
  const resumed = isItemSent(item) && item.txHash !== undefined
  const hash = resumed && item.txHash ? item.txHash : await send(item, ctx)
  // Reported (and recorded) even when an abort came while the wallet was open: the hash is out.
  if (!resumed) ctx.report('submitted', { txHash: hash, chainId })
  ctx.report('confirming', { txHash: hash, chainId })

  const failed = (reason: 'reverted' | 'timeout', cause?: unknown) =>
    new TransactionFailedError({ requestId: ctx.requestId, stepId: ctx.stepId, txHash: hash, chainId, reason, cause })
  let receipt: WalletReceipt
  try {
    receipt = await withTimeout(
      callWallet(ctx, () => ctx.wallet.waitForReceipt({ chainId, hash, timeoutMs: ctx.receiptTimeoutMs, signal: ctx.signal })),
      ctx.receiptTimeoutMs,
      () => failed('timeout'),
    )
  } catch (error) {
    if (error instanceof AbortedError) throw error
    // The funds are out and the receipt is late (or its node is down): the status is the truth now.
    if (ctx.isFundsItem) return hash
    throw error instanceof TransactionFailedError ? error : failed('timeout', error)
  }
  if (receipt.status !== 'success') throw failed('reverted')
  if (item.check) await followCheck(item.check.endpoint, ctx)
  return hash
}

/** Fee fields within bounds, a simulation that does not revert, the right chain: then the wallet. */
async function send(item: TransactionItem, ctx: ItemContext): Promise<Hex> {
  const { chainId } = item.data
  const request = await boundFees(toWalletRequest(item), ctx)
  await simulateTransaction(request, ctx)
  await switchChainIfNeeded(ctx, chainId)
  ctx.report('waiting-for-wallet', { chainId })
  return callWallet(ctx, () => ctx.wallet.sendTransaction(request), { chainId })
}

/** The item as the wallet is asked to send it, before its fee fields are judged (`boundFees`). */
export function toWalletRequest(item: TransactionItem): WalletTransactionRequest {
  const { chainId, to, data, value, gas, maxFeePerGas, maxPriorityFeePerGas } = item.data
  return {
    chainId,
    to,
    data,
    value: BigInt(value),
    ...(gas === undefined ? {} : { gas: BigInt(gas) }),
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas: BigInt(maxFeePerGas) }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas) }),
  }
}

/**
 * Waits, bounded, until the check endpoint no longer says `waiting`: the deposit is indexed.
 * Running out of time is not an error here; the request's status polling carries on from it.
 */
export async function followCheck(endpoint: string, ctx: Pick<ItemContext, 'client' | 'requestId' | 'signal' | 'checkTimeoutMs'>): Promise<void> {
  const reader = { getStatus: (_: Hex, options?: { signal?: AbortSignal }) => ctx.client.checkStatus(endpoint, options) }
  try {
    await pollStatus(reader, ctx.requestId, {
      signal: ctx.signal,
      initialIntervalMs: 500,
      timeoutMs: ctx.checkTimeoutMs,
      stopWhen: (status) => status.status !== 'waiting',
    })
  } catch (error) {
    if (!(error instanceof StatusTimeoutError)) throw error
  }
}

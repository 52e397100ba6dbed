import type { Hex } from 'viem'
import { StatusTimeoutError, TransactionFailedError } from '../errors/execution'
import { pollStatus } from '../status/pollStatus'
import type { TransactionItem } from '../types/quote'
import { throwIfAborted, withTimeout } from '../utils/abort'
import { boundFees } from './fees'
import { callWallet, type ItemContext } from './itemContext'
import { simulateTransaction } from './simulate'

/**
 * Sends an item's transaction on its chain, waits for a successful receipt, then follows the
 * item's `check` until the service has indexed the deposit. Returns the transaction hash.
 */
export async function runTransactionItem(item: TransactionItem, ctx: ItemContext): Promise<Hex> {
  const { wallet } = ctx
  const { chainId } = item.data
  const request = await boundFees(toWalletRequest(item), ctx)
  await simulateTransaction(request, ctx)
  if ((await callWallet(ctx, () => wallet.getChainId())) !== chainId) {
    await callWallet(ctx, () => wallet.switchChain(chainId))
  }
  ctx.report('waiting-for-wallet', { chainId })
  const hash = await callWallet(ctx, () => wallet.sendTransaction(request))
  ctx.report('submitted', { txHash: hash, chainId })
  throwIfAborted(ctx.signal)
  ctx.report('confirming', { txHash: hash, chainId })

  const failed = (reason: 'reverted' | 'timeout') =>
    new TransactionFailedError({ requestId: ctx.requestId, stepId: ctx.stepId, txHash: hash, chainId, reason })
  const receipt = await withTimeout(
    callWallet(ctx, () => wallet.waitForReceipt({ chainId, hash, timeoutMs: ctx.receiptTimeoutMs, signal: ctx.signal })),
    ctx.receiptTimeoutMs,
    () => failed('timeout'),
  )
  if (receipt.status !== 'success') throw failed('reverted')
  if (item.check) await followCheck(item.check.endpoint, ctx)
  return hash
}

function toWalletRequest(item: TransactionItem) {
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
async function followCheck(endpoint: string, ctx: ItemContext): Promise<void> {
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

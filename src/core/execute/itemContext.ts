import type { Hex } from 'viem'
import { throwIfAborted } from '../utils/abort'
import type { ExecutorClient } from './client'
import type { ItemProgressStatus } from './progress'
import type { FerryWallet } from './wallet'
import { toWalletError } from './walletErrors'

/** What an item runner needs: the parties, the request, and a way to report progress. */
export interface ItemContext {
  client: ExecutorClient
  wallet: FerryWallet
  requestId: Hex
  stepId: string
  signal: AbortSignal | undefined
  receiptTimeoutMs: number
  checkTimeoutMs: number
  /**
   * The item that moves the funds (`fundsItemOf`): once it is out, the request's status tells the
   * rest, so a receipt not seen in time does not stop the run (earlier items must confirm first).
   */
  isFundsItem: boolean
  report(status: ItemProgressStatus, extra?: { txHash?: Hex; chainId?: number }): void
}

/**
 * Runs one wallet call and types what it throws; `chainId` is the chain of the transaction it is
 * about (a node's want of funds is told for it). A wallet prompt cannot be withdrawn, so an
 * abort is checked before the call; runners check again once they have reported its result.
 */
export async function callWallet<T>(ctx: Pick<ItemContext, 'signal' | 'requestId' | 'stepId'>, call: () => Promise<T>, { chainId }: { chainId?: number } = {}): Promise<T> {
  throwIfAborted(ctx.signal)
  try {
    return await call()
  } catch (error) {
    throw toWalletError(error, { requestId: ctx.requestId, stepId: ctx.stepId, chainId })
  }
}

/** Switches the wallet to `chainId` unless it is there already: a transaction, a batch and a permit's domain are of one chain. */
export async function switchChainIfNeeded(ctx: Pick<ItemContext, 'signal' | 'requestId' | 'stepId' | 'wallet'>, chainId: number): Promise<void> {
  if ((await callWallet(ctx, () => ctx.wallet.getChainId())) !== chainId) await callWallet(ctx, () => ctx.wallet.switchChain(chainId))
}

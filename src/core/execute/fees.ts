import { raceSignal, throwIfAborted } from '../utils/abort'
import type { ItemContext } from './itemContext'
import type { WalletFees, WalletTransactionRequest } from './wallet'

/**
 * A quote's fee fields are the service's forecast. Above this multiple of what the chain asks now
 * they are dropped and the wallet estimates its own: the base fee rises at most 12.5% a block, so
 * 3x covers some ten full blocks between quote and send, and viem's estimate already has 20% on top.
 */
export const FEE_CAP_MULTIPLE = 3n

/**
 * `request` with its fee fields kept when both are within `FEE_CAP_MULTIPLE` of `current`, or
 * without them (the wallet then estimates) when either is above, or when `current` is unknown.
 * Dropping, not refusing: a bad forecast costs the user nothing once the wallet prices the gas.
 */
export function capFees(request: WalletTransactionRequest, current: WalletFees | undefined): WalletTransactionRequest {
  const { maxFeePerGas, maxPriorityFeePerGas, ...rest } = request
  if (maxFeePerGas === undefined && maxPriorityFeePerGas === undefined) return request
  const within = (quoted: bigint | undefined, now: bigint) => quoted === undefined || quoted <= now * FEE_CAP_MULTIPLE
  if (
    current &&
    within(maxFeePerGas, current.maxFeePerGas) &&
    within(maxPriorityFeePerGas, current.maxPriorityFeePerGas ?? current.maxFeePerGas)
  ) {
    return request
  }
  return rest
}

/**
 * Reads the chain's fees through the wallet, when the request has fee fields to judge, and caps
 * them. A wallet without `estimateFees`, or one that fails to answer, gets no fee fields.
 */
export async function boundFees(request: WalletTransactionRequest, ctx: ItemContext): Promise<WalletTransactionRequest> {
  const { wallet, signal } = ctx
  const quoted = request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined
  const current =
    quoted && wallet.estimateFees
      ? await raceSignal(wallet.estimateFees(request.chainId), signal).catch(() => (throwIfAborted(signal), undefined))
      : undefined
  return capFees(request, current)
}

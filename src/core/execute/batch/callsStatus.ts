import type { GetCallsStatusReturnType } from 'viem'
import type { WalletCallsStatus } from '../wallet'

/**
 * viem's reading of a batch's status (`getCallsStatus`) in the executor's words, by EIP-5792's
 * code: 2xx `success`, 400 `failed` before the chain, 5xx and 6xx `reverted` on chain, anything
 * else (1xx, and a code viem could not read) still `pending`.
 */
export function toWalletCallsStatus({ statusCode, receipts = [], atomic }: GetCallsStatusReturnType): WalletCallsStatus {
  return {
    status: statusOf(statusCode),
    receipts: receipts.map(({ status, transactionHash, blockNumber }) => ({ status, transactionHash, blockNumber })),
    atomic,
  }
}

function statusOf(code: unknown): WalletCallsStatus['status'] {
  if (typeof code !== 'number') return 'pending'
  if (code >= 200 && code < 300) return 'success'
  if (code >= 400 && code < 500) return 'failed'
  if (code >= 500 && code < 700) return 'reverted'
  return 'pending'
}

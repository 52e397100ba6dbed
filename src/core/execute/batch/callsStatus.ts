import type { Hex } from 'viem'
import { isBytes32, isRecord } from '../../utils/predicates'
import type { WalletCallsStatus, WalletReceipt } from '../wallet'

/**
 * A wallet's `wallet_getCallsStatus` answer as the executor reads it: EIP-5792's numeric codes
 * (1xx pending, 2xx confirmed, 400 failed before the chain, 5xx and 6xx reverted on chain), viem's
 * words (`pending`, `success`, `failure` with `statusCode`), or the first draft's `PENDING` and
 * `CONFIRMED`. Receipts with a bad hash are left out; an unknown status reads as pending.
 */
export function readCallsStatus(answer: unknown): WalletCallsStatus {
  const record = isRecord(answer) ? answer : {}
  const receipts = Array.isArray(record.receipts) ? record.receipts.flatMap(readReceipt) : []
  return { status: statusOf(record), receipts, atomic: record.atomic === true }
}

function statusOf({ status, statusCode }: Record<string, unknown>): WalletCallsStatus['status'] {
  const code = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : undefined
  if (code !== undefined) {
    if (code >= 200 && code < 300) return 'success'
    if (code >= 400 && code < 500) return 'failed'
    if (code >= 500 && code < 700) return 'reverted'
    return 'pending'
  }
  if (status === 'success' || status === 'CONFIRMED') return 'success'
  return 'pending'
}

function readReceipt(receipt: unknown): WalletReceipt[] {
  if (!isRecord(receipt) || !isBytes32(receipt.transactionHash)) return []
  const status = receipt.status === 'success' || receipt.status === '0x1' ? 'success' : 'reverted'
  return [{ status, transactionHash: receipt.transactionHash as Hex, blockNumber: toBigInt(receipt.blockNumber) }]
}

function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  return 0n
}

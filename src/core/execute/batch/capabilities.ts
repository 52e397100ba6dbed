import { isRecord } from '../../utils/predicates'
import type { WalletAtomicStatus } from '../wallet'

/**
 * The `atomic` capability of `chainId` in what a wallet answered to `wallet_getCapabilities`:
 * capabilities keyed by chain (hex as on the wire, or decimal as viem keys them; `0x0` for every
 * chain) or one chain's capabilities. EIP-5792 as published writes `atomic: { status }`; wallets of
 * its first draft write `atomicBatch: { supported: true }`, read as `supported`. Anything else is
 * `unsupported`.
 */
export function atomicStatusOf(capabilities: unknown, chainId: number): WalletAtomicStatus {
  if (!isRecord(capabilities)) return 'unsupported'
  const keyed = [`0x${chainId.toString(16)}`, String(chainId), '0x0', '0'].map((key) => capabilities[key]).filter(isRecord)
  const candidates = keyed.length > 0 ? keyed : [capabilities]
  for (const chain of candidates) {
    const status = atomicOf(chain)
    if (status !== 'unsupported') return status
  }
  return 'unsupported'
}

function atomicOf(chain: Record<string, unknown>): WalletAtomicStatus {
  const { atomic, atomicBatch } = chain
  if (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready')) return atomic.status
  if (isRecord(atomicBatch) && atomicBatch.supported === true) return 'supported'
  return 'unsupported'
}

import type { GetCapabilitiesReturnType } from 'viem'
import { isRecord } from '../../utils/predicates'
import type { WalletAtomicStatus } from '../wallet'

/**
 * The `atomic` capability of `chainId` in viem's `getCapabilities` of every chain (keyed by chain
 * id, `0` for what the wallet offers on every chain). EIP-5792 as published writes
 * `atomic: { status }`; wallets of its first draft write `atomicBatch: { supported: true }`, read as
 * `supported`. Anything else is `unsupported`.
 */
export function atomicStatusOf(capabilities: GetCapabilitiesReturnType, chainId: number): WalletAtomicStatus {
  for (const chain of [capabilities[chainId], capabilities[0]]) {
    const status = isRecord(chain) ? atomicOf(chain) : 'unsupported'
    if (status !== 'unsupported') return status
  }
  return 'unsupported'
}

function atomicOf({ atomic, atomicBatch }: Record<string, unknown>): WalletAtomicStatus {
  if (isRecord(atomic) && (atomic.status === 'supported' || atomic.status === 'ready')) return atomic.status
  if (isRecord(atomicBatch) && atomicBatch.supported === true) return 'supported'
  return 'unsupported'
}

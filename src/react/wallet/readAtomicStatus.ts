import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getCapabilities } from 'wagmi/actions'
import { atomicStatusOf } from '../../core/execute/batch/capabilities'
import type { WalletAtomicStatus } from '../../core/index'

/**
 * Whether the connected wallet runs batches atomically on `chainId`, by wagmi's `getCapabilities`
 * of every chain: a wallet's capabilities for all chains (`0x0`) are dropped from viem's answer for one.
 */
export async function readAtomicStatus(config: Config, { account, chainId }: { account: Address; chainId: number }): Promise<WalletAtomicStatus> {
  return atomicStatusOf(await getCapabilities(config, { account }), chainId)
}

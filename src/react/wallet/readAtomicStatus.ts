import { numberToHex, type Address } from 'viem'
import type { Config } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { atomicStatusOf } from '../../core/execute/batch/capabilities'
import type { WalletAtomicStatus } from '../../core/shared'

/**
 * Whether the connected wallet runs batches atomically on `chainId`, as it answers
 * `wallet_getCapabilities`. Read raw: capabilities for every chain come under `0x0`, which viem's
 * per-chain answer drops.
 */
export async function readAtomicStatus(config: Config, { account, chainId }: { account: Address; chainId: number }): Promise<WalletAtomicStatus> {
  const client = await getConnectorClient(config, { account, assertChainId: false })
  const answer: unknown = await client.request({ method: 'wallet_getCapabilities', params: [account, [numberToHex(chainId)]] })
  return atomicStatusOf(answer, chainId)
}

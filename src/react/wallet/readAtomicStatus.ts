import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { requestAtomicStatus, type WalletRequestFn } from '../../core/execute/batch/walletRequests'
import type { WalletAtomicStatus } from '../../core/index'

/** The EIP-1193 `request` of the connected wallet (its connector), on whichever chain it is. */
export async function walletRequest(config: Config, account: Address): Promise<WalletRequestFn> {
  const client = await getConnectorClient(config, { account, assertChainId: false })
  return client.request as WalletRequestFn
}

/** Whether the connected wallet runs batches atomically on `chainId`, as it answers `wallet_getCapabilities`. */
export async function readAtomicStatus(config: Config, { account, chainId }: { account: Address; chainId: number }): Promise<WalletAtomicStatus> {
  return requestAtomicStatus(await walletRequest(config, account), { account, chainId })
}

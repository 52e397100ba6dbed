import { createPublicClient, createWalletClient, defineChain, http, type Chain, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../solver/types'
import { MULTICALL3_ADDRESS } from './multicall3'
import type { DevnetAccount, DevnetChain } from '../types'

/**
 * A viem chain for a devnet chain, with its real local RPC (wagmi's mock connector forwards there)
 * and Multicall3, which the devnet places at its canonical address, so `multicall` and wagmi's
 * `readContracts` batch their reads.
 */
export function viemChain(chain: Pick<DevnetChain, 'id' | 'name' | 'rpcUrl' | 'nativeSymbol'>): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  })
}

/** Public and wallet clients of one chain for `account`, polling fast: anvil mines instantly. */
export function chainClients(chain: DevnetChain, account: DevnetAccount): ChainClients {
  const viem = viemChain(chain)
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  return {
    public: createPublicClient({ chain: viem, transport, pollingInterval: 20 }) as PublicClient,
    wallet: createWalletClient({ chain: viem, transport, account: privateKeyToAccount(account.privateKey), pollingInterval: 20 }),
  }
}

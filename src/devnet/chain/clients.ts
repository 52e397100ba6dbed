import { createPublicClient, createWalletClient, defineChain, http, type Chain, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../solver/types'
import type { DevnetAccount, DevnetChain } from '../types'

/** A viem chain for a devnet chain, with its real local RPC (wagmi's mock connector forwards there). */
export function viemChain(chain: Pick<DevnetChain, 'id' | 'name' | 'rpcUrl' | 'nativeSymbol'>): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
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

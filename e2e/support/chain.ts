import { createPublicClient, defineChain, erc20Abi, http, type Address, type PublicClient } from 'viem'
import type { DescribedDevnet } from '../host/hostDevnet'

type DevnetChainInfo = DescribedDevnet['chains'][number]

export function devnetChainInfo(devnet: DescribedDevnet, chainId: number): DevnetChainInfo {
  const chain = devnet.chains.find((entry) => entry.id === chainId)
  if (!chain) throw new Error(`the devnet has no chain ${chainId}; it has ${devnet.chains.map((entry) => entry.id).join(', ')}`)
  return chain
}

/** A read-only client on a devnet chain's RPC. */
export function publicClient(devnet: DescribedDevnet, chainId: number): PublicClient {
  const chain = devnetChainInfo(devnet, chainId)
  return createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      contracts: { multicall3: { address: chain.contracts.multicall3 } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  }) as PublicClient
}

/** What one account holds on one chain, and how many transactions it has sent there. */
export interface ChainHoldings {
  native: bigint
  usdc: bigint
  /** The account's nonce: every transaction it sent on this chain. */
  sent: number
}

export async function chainHoldings(devnet: DescribedDevnet, chainId: number, user: Address): Promise<ChainHoldings> {
  const client = publicClient(devnet, chainId)
  const { usdc } = devnetChainInfo(devnet, chainId).contracts
  const [native, usdcBalance, sent] = await Promise.all([
    client.getBalance({ address: user }),
    client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    client.getTransactionCount({ address: user }),
  ])
  return { native, usdc: usdcBalance, sent }
}

/** The account's holdings on every devnet chain, by chain id. */
export async function allHoldings(devnet: DescribedDevnet, user: Address): Promise<Map<number, ChainHoldings>> {
  const entries = await Promise.all(devnet.chains.map(async (chain) => [chain.id, await chainHoldings(devnet, chain.id, user)] as const))
  return new Map(entries)
}

/** The USDC allowance `owner` gave `spender` on a chain. */
export async function usdcAllowance(devnet: DescribedDevnet, chainId: number, owner: Address, spender: Address): Promise<bigint> {
  const { usdc } = devnetChainInfo(devnet, chainId).contracts
  return publicClient(devnet, chainId).readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
}

/** The chain's latest block number: where a count of `transactionsFrom` starts. */
export async function latestBlock(devnet: DescribedDevnet, chainId: number): Promise<bigint> {
  return publicClient(devnet, chainId).getBlockNumber()
}

/**
 * The transactions `user` sent on a chain in the blocks after `afterBlock`, by hash. A nonce delta
 * would overcount an EIP-7702 transaction that delegates the sender: its authorization spends a
 * nonce of its own.
 */
export async function transactionsFrom({ devnet, chainId, user, afterBlock }: { devnet: DescribedDevnet; chainId: number; user: Address; afterBlock: bigint }): Promise<string[]> {
  const client = publicClient(devnet, chainId)
  const latest = await client.getBlockNumber()
  const hashes: string[] = []
  for (let number = afterBlock + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) if (tx.from.toLowerCase() === user.toLowerCase()) hashes.push(tx.hash)
  }
  return hashes
}

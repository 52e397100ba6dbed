import { erc20Abi, type Address } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, readContracts } from 'wagmi/actions'

// The wallet's balances read with wagmi's actions through the host's config: the app already ships
// them, and they know the chain (its Multicall3, its transport's batching).

export interface BalanceReadTarget {
  account: Address
  chainId: number
}

/** The account's native balance, in wei. */
export async function readNativeBalance(config: Config, { account, chainId }: BalanceReadTarget): Promise<bigint> {
  return (await getBalance(config, { address: account, chainId })).value
}

/**
 * `balanceOf(account)` of each token, with wagmi's `readContracts` (one Multicall3 call where the
 * chain has one, else one call each); a failed read is `undefined`.
 */
export async function readTokenBalances(config: Config, { account, chainId, tokens }: BalanceReadTarget & { tokens: Address[] }): Promise<(bigint | undefined)[]> {
  if (tokens.length === 0) return []
  const contracts = tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'balanceOf' as const, args: [account] as const, chainId }))
  const results = await readContracts(config, { allowFailure: true, contracts })
  return results.map((read) => (read.status === 'success' ? read.result : undefined))
}

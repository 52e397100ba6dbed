import type { Address } from 'viem'
import { multicall } from 'viem/actions'
import type { Config } from 'wagmi'
import { readNativeBalance, readTokenBalances } from '../balances/readBalances'

/** The ERC-20 metadata reads the picker makes; inline, so the picker does not bring viem's table of ABIs. */
export const erc20ReadAbi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
] as const

export interface ChainBalancesTarget {
  account: Address
  chainId: number
  /** Read the native balance too. */
  native: boolean
  tokens: Address[]
}

/**
 * The account's balances on one chain with wagmi's actions (readBalances.ts): the native one, and
 * the tokens' `balanceOf` in one Multicall3 call, or one call each where the chain has no
 * Multicall3. A token whose read fails is left out.
 */
export async function readChainBalances(config: Config, { account, chainId, native, tokens }: ChainBalancesTarget): Promise<{ native?: bigint; tokens: (bigint | undefined)[] }> {
  const [nativeBalance, tokenBalances] = await Promise.all([
    native ? readNativeBalance(config, { account, chainId }).catch(() => undefined) : undefined,
    readTokenBalances(config, { account, chainId, tokens }),
  ])
  return nativeBalance === undefined ? { tokens: tokenBalances } : { native: nativeBalance, tokens: tokenBalances }
}

/**
 * `name`, `symbol` and `decimals` of `address` on a chain, in one Multicall3 call where the chain
 * has one (else deployless, as viem does it); undefined when any of them fails (no ERC-20 there) or makes no sense for a token.
 */
export async function readTokenMetadata(config: Config, { chainId, address }: { chainId: number; address: Address }): Promise<{ name: string; symbol: string; decimals: number } | undefined> {
  const client = config.getClient({ chainId })
  const calls = (['name', 'symbol', 'decimals'] as const).map((functionName) => ({ address, abi: erc20ReadAbi, functionName }))
  const [name, symbol, decimals] = await multicall(client, { allowFailure: true, contracts: calls, ...(client.chain?.contracts?.multicall3 ? {} : { deployless: true }) }).catch(() => [])
  if (name?.status !== 'success' || symbol?.status !== 'success' || decimals?.status !== 'success') return undefined
  const [label, ticker] = [name.result, symbol.result].map((text) => (typeof text === 'string' ? text.trim() : ''))
  if (!ticker || typeof decimals.result !== 'number' || decimals.result > MAX_DECIMALS) return undefined
  return { name: label || ticker!, symbol: ticker!, decimals: decimals.result }
}

/** Most tokens have at most 18 decimals; more than this is no token a person can trade. */
const MAX_DECIMALS = 36

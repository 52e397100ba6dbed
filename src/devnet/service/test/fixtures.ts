import { getAddress, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { plannedTokens } from '../../tokens/deployTokens'
import type { DevnetChain } from '../../types'
import type { ChainReads, GasCall } from '../chainReads'
import type { VenueToken } from '../currencies'

/* Test-only: the devnet's chain list with made-up contract addresses, and scripted chain reads. */

/** anvil's well-known dev keys: 0 is the solver, 1 and 2 are users. Devnet only. */
export const solverAccount = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const userAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
export const otherAccount = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

export const USDC_TOKEN_ID = '0x6d1e7cde53ba9467b783cb7c530ce054'
export const HYPE_TOKEN_ID = '0x0d01dc56dcaaca66ad901c959b4011ec'
export const venueTokens: VenueToken[] = [
  { symbol: 'USDC', tokenId: USDC_TOKEN_ID, decimals: 6 },
  { symbol: 'HYPE', tokenId: HYPE_TOKEN_ID, decimals: 6 },
]

const address = (digit: string, chain: number): Address => getAddress(`0x${digit.repeat(36)}${chain.toString(16).padStart(4, '0')}`)

/** A chain whose contract addresses are distinct made-up accounts: enough for quoting. */
export function devnetChain(id: number, rpcUrl = 'http://127.0.0.1:9'): DevnetChain {
  return {
    id,
    name: id === 999 ? 'Venue EVM' : id === 31337 ? 'Anvil One' : 'Anvil Two',
    rpcUrl,
    nativeSymbol: id === 999 ? 'HYPE' : 'ETH',
    contracts: { depository: address('d', id), router: address('e', id), usdc: address('c', id), demoTarget: address('a', id), multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', batchExecutor: address('b', id) },
    tokens: plannedTokens(id),
  }
}

export const chains: DevnetChain[] = [devnetChain(31337), devnetChain(31338), devnetChain(999)]

/** Chain reads with fixed answers; `calls` records each gas estimate asked for. */
export function fakeReads({
  gas = 21_000n,
  gasPrice = 1_000_000_000n,
  allowance = 0n,
}: { gas?: bigint | ((call: GasCall) => bigint); gasPrice?: bigint; allowance?: bigint } = {}): ChainReads & { calls: { chainId: number; call: GasCall }[] } {
  const calls: { chainId: number; call: GasCall }[] = []
  return {
    calls,
    gasPrice: () => Promise.resolve(gasPrice),
    estimateGas: (chainId, call) => {
      calls.push({ chainId, call })
      return Promise.resolve(typeof gas === 'function' ? gas(call) : gas)
    },
    allowance: () => Promise.resolve(allowance),
  }
}

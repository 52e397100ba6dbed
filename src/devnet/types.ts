import type { Address, Hex } from 'viem'
import type { DevnetToken } from './tokens/deployTokens'

/** Addresses of the devnet contracts on one EVM chain. */
export interface DevnetContracts {
  depository: Address
  router: Address
  usdc: Address
  demoTarget: Address
  /** Multicall3 (`aggregate3`, `getEthBalance`), at its canonical address on every devnet chain. */
  multicall3: Address
  /** BatchExecutor (`execute(calls)`), at a fixed address on every devnet chain: what dev accounts delegate to with EIP-7702. */
  batchExecutor: Address
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
  nativeSymbol: string
  contracts: DevnetContracts
  /** The chain's ERC-20s from the devnet's token list (`TOKEN_TABLE`), at addresses that are the same on every run. */
  tokens: DevnetToken[]
}

/** A funded anvil dev account. Its key is public knowledge: devnet only. */
export interface DevnetAccount {
  address: Address
  privateKey: Hex
}

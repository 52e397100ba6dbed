import type { Address, Hex } from 'viem'

/** Addresses of the devnet contracts on one EVM chain. */
export interface DevnetContracts {
  depository: Address
  router: Address
  usdc: Address
  demoTarget: Address
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
  nativeSymbol: string
  contracts: DevnetContracts
}

/** A funded anvil dev account. Its key is public knowledge: devnet only. */
export interface DevnetAccount {
  address: Address
  privateKey: Hex
}

import type { Address, Hex, TypedDataDefinition } from 'viem'

export interface WalletTransactionRequest {
  chainId: number
  to: Address
  data: Hex
  value: bigint
  gas?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

export interface WalletReceipt {
  status: 'success' | 'reverted'
  transactionHash: Hex
  blockNumber: bigint
}

export interface WaitForReceiptArgs {
  chainId: number
  hash: Hex
  timeoutMs: number
  signal?: AbortSignal
}

/**
 * What the executor needs from a wallet, and nothing more: any wallet library can stand
 * behind it. `walletFromViem` adapts a viem wallet client; the React layer adapts wagmi.
 */
export interface FerryWallet {
  account: Address
  getChainId(): Promise<number>
  switchChain(chainId: number): Promise<void>
  sendTransaction(request: WalletTransactionRequest): Promise<Hex>
  waitForReceipt(args: WaitForReceiptArgs): Promise<WalletReceipt>
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
}

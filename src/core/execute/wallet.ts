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
  signal?: AbortSignal | undefined
}

/** An `eth_call` on `chainId` from `from`: the transaction as it would be sent, without fee fields. */
export interface WalletCallRequest {
  chainId: number
  from: Address
  to: Address
  data: Hex
  value: bigint
  gas?: bigint | undefined
}

/** What the chain asks now. `maxPriorityFeePerGas` is absent on a chain without EIP-1559 (then `maxFeePerGas` is the gas price). */
export interface WalletFees {
  maxFeePerGas: bigint
  maxPriorityFeePerGas?: bigint
}

/** Whose balance `FerryWallet.getBalance` reads, of what, where. */
export interface WalletBalanceArgs {
  chainId: number
  address: Address
  /** The ERC-20; absent (or the zero address) for the chain's native currency. */
  token?: Address
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
  /**
   * Simulates a transaction right before it is sent. Resolves when it would succeed; rejects with
   * the node's error when it would revert (viem's `ExecutionRevertedError`, JSON-RPC code 3, or
   * revert data in `data`), and the run stops before the wallet is asked. Without it, or when the
   * node cannot simulate at all, the transaction is sent unsimulated.
   */
  call?(request: WalletCallRequest): Promise<unknown>
  /**
   * The code at `address` on `chainId` (`0x` for an account without code). A plain value transfer
   * to an address the service does not list as its solver is sent only where there is code:
   * without this method, such a transfer is refused.
   */
  getCode?(args: { chainId: number; address: Address }): Promise<Hex>
  /**
   * The chain's current fees. A quote's fee fields above a multiple of them are dropped so the
   * wallet estimates its own; without this method they are always dropped.
   */
  estimateFees?(chainId: number): Promise<WalletFees>
  /**
   * The balance of `address` on `chainId`, in the smallest unit: native, or of `token`. Before the
   * wallet is asked for anything, a run whose quote takes more than it holds stops with
   * `InsufficientFundsError`; without this method (or when it fails) that check is skipped and the
   * wallet or its node decides.
   */
  getBalance?(args: WalletBalanceArgs): Promise<bigint>
}

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

/** One call of a batch (EIP-5792 `wallet_sendCalls`): the wallet pays its fees. */
export interface WalletCall {
  to: Address
  data: Hex
  value: bigint
}

/**
 * Whether the wallet runs a batch of calls atomically on a chain (EIP-5792's `atomic` capability):
 * `supported` it does; `ready` it will once the user lets it upgrade the account (EIP-7702), in
 * the same prompt; `unsupported` it does not.
 */
export type WalletAtomicStatus = 'supported' | 'ready' | 'unsupported'

export interface WalletSendCallsArgs {
  chainId: number
  calls: WalletCall[]
}

/**
 * A batch as the wallet tells it (`wallet_getCallsStatus`): `pending`; `success` with its
 * receipts; `reverted` on chain (EIP-5792's 500 and 600: gas was paid, nothing moved, it being
 * atomic); `failed` before reaching the chain (400: nothing was sent).
 */
export interface WalletCallsStatus {
  status: 'pending' | 'success' | 'reverted' | 'failed'
  receipts: WalletReceipt[]
  /** The wallet says it ran the calls atomically. */
  atomic: boolean
}

/** One call of a simulated batch: whether it would succeed, after the calls before it. */
export type SimulatedCall = { status: 'success' } | { status: 'failure'; /** The node's error for the call: code, message, revert data. */ error: unknown }

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
  /**
   * Whether the wallet runs batches atomically on `chainId` (EIP-5792 `wallet_getCapabilities`).
   * With `sendCalls`, `getCallsStatus` and `simulateCalls` too, and an answer of `supported` or
   * `ready`, consecutive transactions of one chain (an approval and its deposit) go as one batch:
   * one prompt. Without these methods, or any other answer, each goes on its own.
   */
  getCapabilities?(args: { chainId: number }): Promise<{ atomic: WalletAtomicStatus }>
  /** Sends `calls` as one atomic batch (`wallet_sendCalls`, `atomicRequired`); resolves with the batch id. */
  sendCalls?(args: WalletSendCallsArgs): Promise<{ id: string }>
  /** Where the batch `id` stands (`wallet_getCallsStatus`). */
  getCallsStatus?(args: { id: string; chainId: number }): Promise<WalletCallsStatus>
  /**
   * Simulates `calls` in order, each seeing the state the ones before it left (`eth_simulateV1`):
   * a batch is sent only when it simulates as a whole. Rejects when the node cannot simulate.
   */
  simulateCalls?(args: { chainId: number; from: Address; calls: WalletCall[] }): Promise<SimulatedCall[]>
}

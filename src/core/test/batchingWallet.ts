import type { Hex } from 'viem'
import type { FerryWallet, SimulatedCall, WalletAtomicStatus, WalletCall, WalletCallsStatus } from '../execute/wallet'

export interface BatchingOptions {
  /** What `getCapabilities` answers on every chain. Default `supported`. */
  atomic?: WalletAtomicStatus
  /** Replaces `sendCalls` (a rejection, an unsupported method). */
  sendCalls?: FerryWallet['sendCalls']
  /** What the node says of each call of a batch; default every call succeeds. Throw: the node cannot simulate. */
  simulate?: (calls: WalletCall[]) => SimulatedCall[]
  /** What `getCallsStatus` answers before the batch's own status; default nothing (its receipts at once). */
  statuses?: WalletCallsStatus[]
}

/**
 * `wallet` as a wallet that batches calls: a batch is sent as its calls one after the other
 * through the wallet's own `sendTransaction` (the chain is in memory; atomicity on chain is the
 * devnet's test), and its status is their receipts. `batches` holds what each batch carried.
 */
export function batching(wallet: FerryWallet, options: BatchingOptions = {}) {
  const batches: Array<{ id: string; chainId: number; calls: WalletCall[]; hashes: Hex[] }> = []
  const statuses = [...(options.statuses ?? [])]
  const batched: FerryWallet = {
    ...wallet,
    getCapabilities: async () => ({ atomic: options.atomic ?? 'supported' }),
    sendCalls:
      options.sendCalls ??
      (async ({ chainId, calls }) => {
        const hashes: Hex[] = []
        for (const call of calls) hashes.push(await wallet.sendTransaction({ chainId, ...call }))
        const id = `batch-${batches.length + 1}`
        batches.push({ id, chainId, calls, hashes })
        return { id }
      }),
    getCallsStatus: async ({ id, chainId }) => {
      const next = statuses.shift()
      if (next) return next
      const batch = batches.find((b) => b.id === id)
      if (!batch) throw Object.assign(new Error('unknown bundle id'), { code: 5730 })
      const receipts = await Promise.all(batch.hashes.map((hash) => wallet.waitForReceipt({ chainId, hash, timeoutMs: 1_000 })))
      // One transaction, as a smart account sends a batch: its receipt is the last call's.
      return { status: 'success', receipts: receipts.slice(-1), atomic: true }
    },
    simulateCalls: async ({ calls }) => (options.simulate ? options.simulate(calls) : calls.map(() => ({ status: 'success' as const }))),
  }
  return { wallet: batched, batches }
}

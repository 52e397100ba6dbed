import type { Address, Hex, PublicClient } from 'viem'
import { getAbiItem } from 'viem'
import { depositoryArtifact } from '../contracts/artifacts'

const depositEvent = getAbiItem({ abi: depositoryArtifact.abi, name: 'Deposit' })

export interface DepositSeen {
  chainId: number
  id: Hex
  from: Address
  /** The zero address for native deposits. */
  token: Address
  amount: bigint
  txHash: Hex
}

/**
 * Polls one chain's depository for `Deposit` events, block range by block range, and hands
 * each to `onDeposit` once. Polling (not filters) keeps it simple and robust across anvil
 * restarts of the filter table; at 50 ms it indexes well within a block of instant mining.
 */
export function watchDeposits({
  client,
  chainId,
  depository,
  onDeposit,
  intervalMs = 50,
}: {
  client: PublicClient
  chainId: number
  depository: Address
  onDeposit: (deposit: DepositSeen) => void
  intervalMs?: number
}): { stop(): Promise<void> } {
  let stopped = false
  let next: bigint | undefined
  const loop = (async () => {
    while (!stopped) {
      try {
        const head = await client.getBlockNumber({ cacheTime: 0 })
        const from = next ?? head
        if (head >= from) {
          const logs = await client.getLogs({ address: depository, event: depositEvent, fromBlock: from, toBlock: head })
          for (const log of logs) {
            const { id, from: sender, token, amount } = log.args
            if (id && sender && token && amount !== undefined && log.transactionHash) {
              onDeposit({ chainId, id, from: sender, token, amount, txHash: log.transactionHash })
            }
          }
          next = head + 1n
        }
      } catch {
        // The node may be stopping or briefly busy; the next round reads the same range again.
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs))
    }
  })()
  return {
    async stop() {
      stopped = true
      await loop
    },
  }
}

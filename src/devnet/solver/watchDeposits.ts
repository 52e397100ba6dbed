import type { Address, Hex, Log, PublicClient } from 'viem'
import { getAbiItem, isAddressEqual, parseEventLogs } from 'viem'
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
  intervalMs?: number | undefined
}): { stop(): Promise<void> } {
  let stopped = false
  let next: bigint | undefined
  // Stopping cuts the wait short, however long the interval.
  let wake = () => {}
  const pause = () => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, intervalMs)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  const loop = (async () => {
    while (!stopped) {
      try {
        const head = await client.getBlockNumber({ cacheTime: 0 })
        const from = next ?? head
        if (head >= from) {
          const logs = await client.getLogs({ address: depository, event: depositEvent, fromBlock: from, toBlock: head })
          for (const deposit of depositsIn(logs, { chainId, depository })) onDeposit(deposit)
          next = head + 1n
        }
      } catch {
        // The node may be stopping or briefly busy; the next round reads the same range again.
      }
      if (!stopped) await pause()
    }
  })()
  return {
    async stop() {
      stopped = true
      wake()
      await loop
    },
  }
}

/** The depository's `Deposit` events among `logs` (a block range's, or one receipt's). */
export function depositsIn(logs: Log[], { chainId, depository }: { chainId: number; depository: Address }): DepositSeen[] {
  return parseEventLogs({ abi: depositoryArtifact.abi, eventName: 'Deposit', logs }).flatMap((log) => {
    const { id, from, token, amount } = log.args
    if (!isAddressEqual(log.address, depository) || !log.transactionHash) return []
    return [{ chainId, id, from, token, amount, txHash: log.transactionHash }]
  })
}

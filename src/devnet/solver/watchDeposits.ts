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

export interface DepositWatcher {
  /** Reads the chain now rather than at the next poll (a new block was mined). */
  poll(): void
  stop(): Promise<void>
}

/**
 * Reads one chain's depository for `Deposit` events, block range by block range, every
 * `intervalMs` and whenever `poll()` asks, and hands each to `onDeposit` once. Reading ranges
 * (not filters) keeps it simple and robust across anvil restarts of the filter table.
 */
export function watchDeposits({
  client,
  chainId,
  depository,
  onDeposit,
  intervalMs,
}: {
  client: PublicClient
  chainId: number
  depository: Address
  onDeposit: (deposit: DepositSeen) => void
  intervalMs: number
}): DepositWatcher {
  let stopped = false
  let next: bigint | undefined
  // A new block or stopping cuts the wait short, however long the interval; one that comes while
  // a read runs makes the next read start at once.
  let pending = false
  const later = () => {
    pending = true
  }
  let wake = later
  const pause = () =>
    new Promise<void>((resolve) => {
      if (pending) {
        pending = false
        return resolve()
      }
      const done = () => {
        clearTimeout(timer)
        wake = later
        resolve()
      }
      const timer = setTimeout(done, intervalMs)
      wake = done
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
    poll: () => wake(),
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

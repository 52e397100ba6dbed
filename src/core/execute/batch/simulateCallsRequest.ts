import type { Address } from 'viem'
import { MalformedResponseError } from '../../errors/response'
import { isRecord } from '../../utils/predicates'
import type { SimulatedCall, WalletCall } from '../wallet'

/** An EIP-1193 `request`, as viem's and wagmi's clients have it. */
export type RequestFn = (args: { method: 'eth_simulateV1'; params: unknown[] }) => Promise<unknown>

/**
 * Simulates `calls` from `from` as one block on the node behind `request` (`eth_simulateV1`, without
 * nonce or fee validation): each call sees the state the ones before it left, so a deposit is
 * simulated after its approval. A plain request, so an adapter brings no simulation code of viem's.
 * Rejects when the node cannot simulate (no such method) or answers something unreadable.
 */
export async function simulateCallsRequest(request: RequestFn, { from, calls }: { from: Address; calls: WalletCall[] }): Promise<SimulatedCall[]> {
  const answer = await request({
    method: 'eth_simulateV1',
    params: [{ blockStateCalls: [{ calls: calls.map(({ to, data, value }) => ({ from, to, data, value: `0x${value.toString(16)}` })) }], validation: false }, 'latest'],
  })
  const results = Array.isArray(answer) && isRecord(answer[0]) && Array.isArray(answer[0].calls) ? answer[0].calls : undefined
  if (!results || results.length !== calls.length) {
    throw new MalformedResponseError({ resource: 'eth_simulateV1 answer', path: '0.calls', message: `is not ${calls.length} call results` })
  }
  return results.map((result): SimulatedCall => {
    if (isRecord(result) && result.status === '0x1') return { status: 'success' }
    // A failed call of the block reverted (nodes word it differently: geth code 3, anvil -3200
    // "execution failed"); the revert data is in the error's `data` or in `returnData`.
    const error = isRecord(result) && isRecord(result.error) ? result.error : {}
    const data = error.data ?? (isRecord(result) ? result.returnData : undefined)
    return { status: 'failure', error: { ...error, code: 3, ...(data === undefined ? {} : { data }), nodeCode: error.code } }
  })
}

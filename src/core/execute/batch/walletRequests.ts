import { numberToHex, type Address } from 'viem'
import { MalformedResponseError } from '../../errors/response'
import { isRecord } from '../../utils/predicates'
import type { WalletCall, WalletCallsStatus } from '../wallet'
import { atomicStatusOf } from './capabilities'
import { readCallsStatus } from './callsStatus'

/** An EIP-1193 `request` of the wallet: viem's and wagmi's connector clients have one. */
export type WalletRequestFn = (args: { method: string; params: unknown[] }) => Promise<unknown>

/*
 * The three EIP-5792 calls as plain requests, so that the adapters carry none of viem's batch
 * actions (their fallbacks and ABI coding weigh 2 kB gzip in an app's bundle) and read every
 * wallet's answers one way.
 */

/** `wallet_getCapabilities` for `chainId`, its `atomic` capability read (`0x0` included). */
export async function requestAtomicStatus(request: WalletRequestFn, { account, chainId }: { account: Address; chainId: number }) {
  return atomicStatusOf(await request({ method: 'wallet_getCapabilities', params: [account, [numberToHex(chainId)]] }), chainId)
}

/** `wallet_sendCalls` (EIP-5792 2.0.0) with atomicity required: the batch id the wallet gives. */
export async function requestSendCalls(request: WalletRequestFn, { account, chainId, calls }: { account: Address; chainId: number; calls: WalletCall[] }): Promise<{ id: string }> {
  const answer = await request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: numberToHex(chainId),
        from: account,
        atomicRequired: true,
        calls: calls.map(({ to, data, value }) => ({ to, data, value: numberToHex(value) })),
      },
    ],
  })
  // The first draft answered the id as a bare string.
  const id = typeof answer === 'string' ? answer : isRecord(answer) ? answer.id : undefined
  if (typeof id !== 'string' || id === '') throw new MalformedResponseError({ resource: 'wallet_sendCalls answer', path: 'id', message: 'is not a batch id' })
  return { id }
}

/** `wallet_getCallsStatus` of the batch `id`, read (`readCallsStatus`). */
export async function requestCallsStatus(request: WalletRequestFn, id: string): Promise<WalletCallsStatus> {
  return readCallsStatus(await request({ method: 'wallet_getCallsStatus', params: [id] }))
}

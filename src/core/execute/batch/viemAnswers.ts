import type { SendCallsReturnType, SimulateCallsReturnType } from 'viem'
import { MalformedResponseError } from '../../errors/response'
import type { SimulatedCall } from '../wallet'

/** The batch id of viem's `sendCalls`: viem passes on whatever the wallet answered, so an answer without one is refused here. */
export function batchIdOf({ id }: SendCallsReturnType): { id: string } {
  if (typeof id !== 'string' || id === '') throw new MalformedResponseError({ resource: 'wallet_sendCalls answer', path: 'id', message: 'is not a batch id' })
  return { id }
}

/** viem's `simulateCalls` results as the executor reads them: a failed call carries viem's error (its revert data inside). */
export function toSimulatedCalls<calls extends readonly unknown[]>({ results }: SimulateCallsReturnType<calls>): SimulatedCall[] {
  return (results as SimulateCallsReturnType['results']).map((result): SimulatedCall => (result.status === 'success' ? { status: 'success' } : { status: 'failure', error: result.error }))
}

import { SimulationRevertedError } from '../../errors/execution'
import { raceSignal, throwIfAborted } from '../../utils/abort'
import { simulationRefusal } from '../simulate'
import type { WalletCall } from '../wallet'
import type { BatchContext } from './batchContext'

/**
 * Simulates the batch as a whole right before the wallet is asked (`eth_simulateV1`: the deposit
 * after its approval). A call that would fail stops the run with its typed error (`AllowanceError`,
 * `SimulationRevertedError`, `InsufficientFundsError`), naming that call's step. False when the
 * node cannot simulate a batch: it is then not sent as one, and each item is simulated on its own.
 */
export async function simulateBatch(calls: WalletCall[], ctx: BatchContext): Promise<boolean> {
  const { wallet, signal, requestId, chainId } = ctx
  throwIfAborted(signal)
  let results
  try {
    results = await raceSignal(wallet.simulateCalls!({ chainId, from: wallet.account, calls }), signal)
  } catch {
    throwIfAborted(signal)
    return false
  }
  for (const [index, result] of results.entries()) {
    if (result.status === 'success') continue
    const stepId = ctx.stepIds[index] ?? ctx.stepId
    // A failed call of the simulated block reverted, with revert data or without (viem then has no revert to type).
    throw simulationRefusal(result.error, { requestId, stepId, chainId }) ?? new SimulationRevertedError({ requestId, stepId, chainId, cause: result.error })
  }
  return true
}

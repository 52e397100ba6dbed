import { decodeErrorResult, ExecutionRevertedError, type Hex } from 'viem'
import { NATIVE_CURRENCY } from '../constants'
import { walk, type FerryError } from '../errors/base'
import { AllowanceError, SimulationRevertedError } from '../errors/execution'
import { InsufficientFundsError } from '../errors/funds'
import { raceSignal, throwIfAborted } from '../utils/abort'
import { isHexBytes, isRecord } from '../utils/predicates'
import type { ItemContext } from './itemContext'
import type { WalletTransactionRequest } from './wallet'
import { isAllowanceRevert, isInsufficientFunds, revertData } from './walletErrors'

/** EIP-1474's code for a call that reverted. */
const EXECUTION_REVERTED = 3

/**
 * Simulates the transaction (`eth_call` on its chain, from the user's account) right before the
 * wallet is asked: a revert stops the run before the user pays gas, with `AllowanceError` for a
 * missing approval and `SimulationRevertedError` otherwise, and `InsufficientFundsError` when the
 * node says the account cannot pay the value. A wallet without `call`, or a node
 * that fails for another reason than a revert, leaves the decision to the wallet.
 */
export async function simulateTransaction(request: WalletTransactionRequest, ctx: ItemContext): Promise<void> {
  const { wallet, signal, requestId, stepId } = ctx
  if (!wallet.call) return
  const { chainId, to, data, value, gas } = request
  throwIfAborted(signal)
  try {
    await raceSignal(wallet.call({ chainId, from: wallet.account, to, data, value, gas }), signal)
  } catch (error) {
    throwIfAborted(signal)
    const refusal = simulationRefusal(error, { requestId, stepId, chainId })
    if (refusal) throw refusal
  }
}

/**
 * What a simulation's failure means for the run: `InsufficientFundsError` when the node says the
 * account cannot pay the value, `AllowanceError` for a missing approval, `SimulationRevertedError`
 * for any other revert; undefined when the node failed for another reason (the wallet decides).
 */
export function simulationRefusal(error: unknown, { requestId, stepId, chainId }: { requestId: Hex; stepId: string; chainId: number }): FerryError | undefined {
  // The call carries the value and no fee: a balance below the value alone fails it, and the send would too.
  if (isInsufficientFunds(error)) return new InsufficientFundsError({ requestId, stepId, chainId, currency: NATIVE_CURRENCY, cause: error })
  if (!isRevert(error)) return undefined
  if (isAllowanceRevert(error)) return new AllowanceError({ requestId, stepId, cause: error })
  const raw = revertDataIn(error)
  return new SimulationRevertedError({ requestId, stepId, chainId, reason: decodeReason(raw), revertData: raw, cause: error })
}

/** Told by type, code or revert data, never by message text. */
function isRevert(error: unknown): boolean {
  const reverted = (cause: unknown) => cause instanceof ExecutionRevertedError || (isRecord(cause) && cause.code === EXECUTION_REVERTED)
  return revertDataIn(error) !== undefined || walk(error, reverted) !== null
}

/** The first revert data of at least a selector in the error chain. */
function revertDataIn(error: unknown): Hex | undefined {
  const withData = (cause: unknown) => isRecord(cause) && isHexBytes(revertData(cause)) && String(revertData(cause)).length >= 10
  const found = walk(error, withData)
  return isRecord(found) ? (revertData(found) as Hex) : undefined
}

/** `Error(string)` gives its text, `Panic(uint256)` its code; a custom error stays raw data. */
function decodeReason(data: Hex | undefined): string | undefined {
  if (!data) return undefined
  try {
    const { errorName, args } = decodeErrorResult({ abi: [], data })
    return errorName === 'Error' ? String(args[0]) : `${errorName}(${args.map(String).join(', ')})`
  } catch {
    return undefined
  }
}

import { decodeErrorResult, InsufficientFundsError as NodeInsufficientFundsError, UserRejectedRequestError, type Hex } from 'viem'
import { NATIVE_CURRENCY } from '../constants'
import { FerryError, walk } from '../errors/base'
import { AllowanceError, UserRejectedError } from '../errors/execution'
import { InsufficientFundsError } from '../errors/funds'
import { WalletError } from '../errors/wallet'
import { isHexBytes, isRecord, isString } from '../utils/predicates'

/** Revert texts the service's errors table names for a missing or too small approval. */
const ALLOWANCE_REVERT_REASONS = new Set(['ERC20: transfer amount exceeds allowance', 'ERC20: insufficient allowance'])

/** OpenZeppelin 5's custom error for the same situation. */
const allowanceErrorAbi = [
  {
    type: 'error',
    name: 'ERC20InsufficientAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'allowance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
] as const

interface WalletErrorContext {
  requestId?: Hex | undefined
  stepId?: string | undefined
  /** The chain of the transaction the call was about: a node's want of funds is told for it. */
  chainId?: number | undefined
}

/**
 * Turns what a wallet call threw into a typed Ferry error, by EIP-1193 code, error class and
 * revert data, never by message text: a rejection, an allowance revert, the node's want of
 * funds on a known chain, or a `WalletError` around the cause.
 */
export function toWalletError(error: unknown, context: WalletErrorContext): FerryError {
  if (error instanceof FerryError) return error
  const { requestId, stepId, chainId } = context
  if (isUserRejection(error)) return new UserRejectedError({ requestId, stepId, cause: error })
  if (isAllowanceRevert(error)) return new AllowanceError({ requestId, stepId, cause: error })
  if (chainId !== undefined && isInsufficientFunds(error)) {
    // The node refuses value plus gas × fee beyond the balance: the native currency is short.
    return new InsufficientFundsError({ requestId, stepId, chainId, currency: NATIVE_CURRENCY, cause: error })
  }
  return new WalletError({ stepId, cause: error })
}

/** viem's `InsufficientFundsError` anywhere in the chain (viem types the node's refusal so). */
export function isInsufficientFunds(error: unknown): boolean {
  return walk(error, (cause) => cause instanceof NodeInsufficientFundsError) !== null
}

function isUserRejection(error: unknown): boolean {
  const isRejection = (cause: unknown) =>
    cause instanceof UserRejectedRequestError || (isRecord(cause) && cause.code === UserRejectedRequestError.code)
  return walk(error, isRejection) !== null
}

/** True when any error in the chain carries revert data or a revert reason of an allowance failure. */
export function isAllowanceRevert(error: unknown): boolean {
  const isAllowance = (cause: unknown) =>
    isRecord(cause) &&
    ((isString(cause.reason) && ALLOWANCE_REVERT_REASONS.has(cause.reason)) || isAllowanceRevertData(revertData(cause)))
  return walk(error, isAllowance) !== null
}

/** Decodes revert data: `Error(string)` with an allowance text, or `ERC20InsufficientAllowance`. */
export function isAllowanceRevertData(data: unknown): boolean {
  if (!isHexBytes(data)) return false
  try {
    const decoded = decodeErrorResult({ abi: allowanceErrorAbi, data })
    return decoded.errorName === 'ERC20InsufficientAllowance' || ALLOWANCE_REVERT_REASONS.has(String(decoded.args?.[0]))
  } catch {
    return false
  }
}

/** Revert data sits in `data`, or one level deeper in `data.data` (JSON-RPC error objects). */
export function revertData(cause: Record<string, unknown>): unknown {
  return isRecord(cause.data) ? cause.data.data : cause.data
}

import { BaseError, decodeErrorResult, UserRejectedRequestError, type Hex } from 'viem'
import { FerryError } from '../errors/base'
import { AllowanceError, UserRejectedError } from '../errors/execution'

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

/** Any other failure inside the wallet or its node; the original error is the cause. */
export class WalletError extends FerryError {
  override name = 'WalletError'
  readonly stepId: string | undefined

  constructor({ stepId, cause }: { stepId?: string | undefined; cause: unknown }) {
    const detail = cause instanceof BaseError ? cause.shortMessage : undefined
    super('WALLET_ERROR', 'The wallet could not complete the request.', {
      cause,
      ...(detail ? { details: detail } : {}),
      ...(stepId ? { metaMessages: [`Step: ${stepId}`] } : {}),
    })
    this.stepId = stepId
  }
}

interface WalletErrorContext {
  requestId?: Hex | undefined
  stepId?: string | undefined
}

/**
 * Turns what a wallet call threw into a typed Ferry error, by EIP-1193 code and revert data,
 * never by message text: a rejection, an allowance revert, or a `WalletError` around the cause.
 */
export function toWalletError(error: unknown, context: WalletErrorContext): FerryError {
  if (error instanceof FerryError) return error
  if (isUserRejection(error)) return new UserRejectedError({ ...context, cause: error })
  if (isAllowanceRevert(error)) return new AllowanceError({ ...context, cause: error })
  return new WalletError({ stepId: context.stepId, cause: error })
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let current = error; current !== undefined && !chain.includes(current); ) {
    chain.push(current)
    current = current instanceof Error ? current.cause : undefined
  }
  return chain
}

function isUserRejection(error: unknown): boolean {
  return causes(error).some(
    (cause) => cause instanceof UserRejectedRequestError || (isRecord(cause) && cause.code === UserRejectedRequestError.code),
  )
}

/** True when any error in the chain carries revert data or a revert reason of an allowance failure. */
export function isAllowanceRevert(error: unknown): boolean {
  return causes(error).some((cause) => {
    if (!isRecord(cause)) return false
    if (typeof cause.reason === 'string' && ALLOWANCE_REVERT_REASONS.has(cause.reason)) return true
    return isAllowanceRevertData(revertData(cause))
  })
}

/** Decodes revert data: `Error(string)` with an allowance text, or `ERC20InsufficientAllowance`. */
export function isAllowanceRevertData(data: unknown): boolean {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]{8}/.test(data)) return false
  try {
    const decoded = decodeErrorResult({ abi: allowanceErrorAbi, data: data as Hex })
    if (decoded.errorName === 'ERC20InsufficientAllowance') return true
    return decoded.errorName === 'Error' && ALLOWANCE_REVERT_REASONS.has(String(decoded.args?.[0]))
  } catch {
    return false
  }
}

function revertData(cause: Record<string, unknown>): unknown {
  const data = cause.data
  if (typeof data === 'string') return data
  if (isRecord(data) && typeof data.data === 'string') return data.data
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

import type { Hex } from 'viem'
import { clipText, MAX_SERVICE_WORD } from '../utils/clipText'
import { FerryError, type FerryErrorCode, type FerryErrorOptions } from './base'

export interface StepContext {
  requestId?: Hex | undefined
  stepId?: string | undefined
  cause?: unknown
}

/** An error while running one step item: it carries (and shows) the request and the step. */
export class StepError extends FerryError {
  declare readonly requestId: Hex | undefined
  declare readonly stepId: string | undefined
  constructor(code: FerryErrorCode, shortMessage: string, { requestId, stepId, cause }: StepContext, options: FerryErrorOptions = {}) {
    const context = [...(requestId ? [`Request id: ${requestId}`] : []), ...(stepId ? [`Step: ${stepId}`] : [])]
    super(code, shortMessage, { ...options, cause, metaMessages: [...context, ...(options.metaMessages ?? [])] })
    this.requestId = requestId
    this.stepId = stepId
  }
}

/** The user declined in the wallet. Nothing was sent for this item; executing again is safe. */
export class UserRejectedError extends StepError {
  override name = 'UserRejectedError'
  declare readonly code: 'USER_REJECTED'
  constructor(context: StepContext) {
    super('USER_REJECTED', 'Rejected in the wallet.', context)
  }
}

/**
 * A quote asks for something the executor refuses to hand to the wallet. `field` is the path in
 * the quote (`steps.1.items.0.data.value`, or `steps`, `details.currencyIn` for the whole quote).
 */
export class UnsafeStepError extends StepError {
  override name = 'UnsafeStepError'
  declare readonly code: 'UNSAFE_STEP'
  declare readonly field: string
  declare readonly reason: string
  constructor(context: StepContext & { field: string; reason: string }) {
    super('UNSAFE_STEP', `Unsafe step item: ${context.field} ${context.reason}`, context)
    this.field = context.field
    this.reason = context.reason
  }
}

/** What a step asks that Ferry cannot do: another chain's VM, another signature, another venue action. */
export type UnsupportedKind = 'vm' | 'signature' | 'action'

/**
 * A step Ferry cannot execute, refused before anything is sent: `kind` and `name` say what it is
 * (`vm` `svm`: Solana instructions; `vm` `bvm`: a Bitcoin PSBT; `signature` `eip191` or
 * `permit2`; `action` `transfer`: a venue action other than `sendAsset`). `field` is its path.
 */
export class UnsupportedStepError extends StepError {
  override name = 'UnsupportedStepError'
  declare readonly code: 'UNSUPPORTED_STEP'
  declare readonly field: string
  declare readonly kind: UnsupportedKind
  declare readonly unsupported: string
  /** Why, when Ferry does this work but not here: an EIP-3009 permit the request did not ask for. */
  declare readonly reason: string | undefined
  constructor(context: StepContext & { field: string; kind: UnsupportedKind; unsupported: string; reason?: string | undefined }) {
    const { field, kind, reason } = context
    // The service's word for the work: clipped in the message, kept whole in `unsupported`.
    const what = clipText(context.unsupported, MAX_SERVICE_WORD)
    super('UNSUPPORTED_STEP', `Ferry cannot execute this step: ${kind === 'vm' ? `a ${what} transaction` : kind === 'signature' ? `a ${what} signature` : `venue action "${what}"`} (${field}).`, context, {
      details: 'Nothing was sent.',
      metaMessages: reason ? [`Reason: ${reason}`] : [],
    })
    this.reason = reason
    Object.assign(this, { field, kind, unsupported: context.unsupported })
  }
}

/**
 * The transaction, simulated on its chain from the user's account right before sending, reverted:
 * nothing was sent and no gas was paid. `reason` is the decoded `Error(string)` or `Panic`;
 * a custom error stays as raw `revertData`.
 */
export class SimulationRevertedError extends StepError {
  override name = 'SimulationRevertedError'
  declare readonly code: 'SIMULATION_REVERTED'
  declare readonly chainId: number
  declare readonly reason: string | undefined
  declare readonly revertData: Hex | undefined
  constructor(context: StepContext & { chainId: number; reason?: string | undefined; revertData?: Hex | undefined }) {
    const { chainId, reason, revertData } = context
    super('SIMULATION_REVERTED', 'The transaction would revert; nothing was sent.', context, {
      metaMessages: [`Chain: ${chainId}`, ...(reason ? [`Reason: ${reason}`] : revertData ? [`Revert data: ${revertData}`] : [])],
    })
    Object.assign(this, { chainId, reason, revertData })
  }
}

/** A transaction was mined but reverted, or never confirmed in time. */
export class TransactionFailedError extends StepError {
  override name = 'TransactionFailedError'
  declare readonly code: 'TRANSACTION_FAILED'
  declare readonly txHash: Hex
  declare readonly chainId: number
  declare readonly reason: 'reverted' | 'timeout'
  constructor(context: StepContext & { txHash: Hex; chainId: number; reason: 'reverted' | 'timeout' }) {
    const { txHash, chainId, reason } = context
    super(
      'TRANSACTION_FAILED',
      reason === 'reverted' ? 'The transaction reverted.' : 'Not confirmed in time; the transaction may still be mined.',
      context,
      { metaMessages: [`Tx: ${txHash} on chain ${chainId}`] },
    )
    Object.assign(this, { txHash, chainId, reason })
  }
}

/**
 * An ERC20 allowance was missing or too small: the service's errors table says the approval
 * must stand before the call in `txs`, for at least the amount spent, with the called contract
 * as spender.
 */
export class AllowanceError extends StepError {
  override name = 'AllowanceError'
  declare readonly code: 'ALLOWANCE_ERROR'
  constructor(context: StepContext) {
    super('ALLOWANCE_ERROR', 'A token transfer exceeded its allowance.', context, {
      details: 'Approve at least the amount, the called contract as spender, before the call in `txs` (some tokens need a reset to 0 first).',
    })
  }
}

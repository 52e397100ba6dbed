import type { Hex } from 'viem'
import type { StatusResponse } from '../types/status'
import { FerryError } from './base'

interface StepContext {
  requestId?: Hex | undefined
  stepId?: string | undefined
  cause?: unknown
}

function contextLines({ requestId, stepId }: StepContext): string[] {
  return [...(requestId ? [`Request id: ${requestId}`] : []), ...(stepId ? [`Step: ${stepId}`] : [])]
}

/** The user declined in the wallet. Nothing was sent for this item; executing again is safe. */
export class UserRejectedError extends FerryError {
  override name = 'UserRejectedError'
  readonly requestId: Hex | undefined
  readonly stepId: string | undefined

  constructor(context: StepContext) {
    super('USER_REJECTED', 'The request was rejected in the wallet.', {
      cause: context.cause,
      metaMessages: contextLines(context),
    })
    this.requestId = context.requestId
    this.stepId = context.stepId
  }
}

/** A step item asks for something the executor refuses to hand to the wallet. */
export class UnsafeStepError extends FerryError {
  override name = 'UnsafeStepError'
  readonly requestId: Hex | undefined
  readonly stepId: string | undefined
  readonly field: string

  constructor(context: StepContext & { field: string; reason: string }) {
    super('UNSAFE_STEP', `Refusing to execute step item: ${context.field} ${context.reason}`, {
      cause: context.cause,
      metaMessages: contextLines(context),
    })
    this.requestId = context.requestId
    this.stepId = context.stepId
    this.field = context.field
  }
}

/** A transaction was mined but reverted, or never confirmed in time. */
export class TransactionFailedError extends FerryError {
  override name = 'TransactionFailedError'
  readonly requestId: Hex | undefined
  readonly stepId: string | undefined
  readonly txHash: Hex
  readonly chainId: number
  readonly reason: 'reverted' | 'timeout'

  constructor(context: StepContext & { txHash: Hex; chainId: number; reason: 'reverted' | 'timeout' }) {
    super(
      'TRANSACTION_FAILED',
      context.reason === 'reverted'
        ? 'The transaction reverted.'
        : 'The transaction was not confirmed in time; it may still be mined.',
      { cause: context.cause, metaMessages: [...contextLines(context), `Tx: ${context.txHash} on chain ${context.chainId}`] },
    )
    this.requestId = context.requestId
    this.stepId = context.stepId
    this.txHash = context.txHash
    this.chainId = context.chainId
    this.reason = context.reason
  }
}

/**
 * An ERC20 allowance was missing or too small: the service's errors table says the approval
 * must stand before the call in `txs`, for at least the amount spent, with the called contract
 * as spender.
 */
export class AllowanceError extends FerryError {
  override name = 'AllowanceError'
  readonly requestId: Hex | undefined
  readonly stepId: string | undefined

  constructor(context: StepContext) {
    super('ALLOWANCE_ERROR', 'A token transfer exceeded its allowance.', {
      cause: context.cause,
      metaMessages: contextLines(context),
      details:
        'Put an approval of at least the amount spent before the call that spends it (in `txs` for a ' +
        'cross-chain call), and make its spender the contract that is called. Some tokens need the ' +
        'allowance set to 0 before a new amount.',
    })
    this.requestId = context.requestId
    this.stepId = context.stepId
  }
}

/** The service reported `failure` and no `refund` followed within the wait. */
export class RequestFailedError extends FerryError {
  override name = 'RequestFailedError'
  readonly requestId: Hex
  readonly status: StatusResponse

  constructor({ requestId, status, cause }: { requestId: Hex; status: StatusResponse; cause?: unknown }) {
    super('REQUEST_FAILED', 'The request failed after the deposit; a refund to `refundTo` is expected.', {
      cause,
      metaMessages: [`Request id: ${requestId}`],
    })
    this.requestId = requestId
    this.status = status
  }
}

/** The request failed and the funds were refunded (`refund`). */
export class RequestRefundedError extends FerryError {
  override name = 'RequestRefundedError'
  readonly requestId: Hex
  readonly status: StatusResponse

  constructor({ requestId, status, cause }: { requestId: Hex; status: StatusResponse; cause?: unknown }) {
    super('REQUEST_REFUNDED', 'The request failed and the funds were refunded.', {
      cause,
      metaMessages: [`Request id: ${requestId}`, ...status.txHashes.map((hash) => `Refund tx: ${hash}`)],
    })
    this.requestId = requestId
    this.status = status
  }
}

/** Polling gave up before the request reached an end state. It may still complete. */
export class StatusTimeoutError extends FerryError {
  override name = 'StatusTimeoutError'
  readonly requestId: Hex
  readonly lastStatus: StatusResponse | undefined

  constructor({ requestId, lastStatus, cause }: { requestId: Hex; lastStatus?: StatusResponse; cause?: unknown }) {
    super('STATUS_TIMEOUT', 'Gave up waiting for the request to finish; it may still complete.', {
      cause,
      metaMessages: [`Request id: ${requestId}`, ...(lastStatus ? [`Last status: ${lastStatus.status}`] : [])],
    })
    this.requestId = requestId
    this.lastStatus = lastStatus
  }
}

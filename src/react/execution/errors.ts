import type { Hex } from 'viem'
import { FerryError } from '../../core/index'

/** `execute` needs a connected wagmi account. */
export class WalletNotConnectedError extends FerryError {
  override name = 'WalletNotConnectedError'
  declare readonly code: 'WALLET_NOT_CONNECTED'

  constructor() {
    super('WALLET_NOT_CONNECTED', 'Connect a wallet before executing a quote.')
  }
}

/**
 * A persisted execution was found after a reload with an item not yet sent (never reached, or its
 * wallet prompt was open). Nothing is sent without the user: the execution ends here.
 */
export class ExecutionInterruptedError extends FerryError {
  override name = 'ExecutionInterruptedError'
  declare readonly code: 'EXECUTION_INTERRUPTED'
  declare readonly requestId: Hex | undefined

  constructor({ requestId, cause }: { requestId?: Hex | undefined; cause?: unknown }) {
    super('EXECUTION_INTERRUPTED', 'The execution was interrupted before everything was sent; start it again with a fresh quote.', {
      cause,
      ...(requestId ? { metaMessages: [`Request id: ${requestId}`] } : {}),
    })
    this.requestId = requestId
  }
}

/** The wallet a resumed execution runs with was asked for something: a resume never sends. */
export class ResumeWouldSendError extends FerryError {
  override name = 'ResumeWouldSendError'
  declare readonly code: 'RESUME_WOULD_SEND'

  constructor({ call }: { call: string }) {
    super('RESUME_WOULD_SEND', `A resumed execution called the wallet (${call}); it only follows the request.`)
  }
}

/**
 * The user cancelled the execution (`cancel()`) before it paid. `cause` is how the run stopped:
 * the core's `AbortedError` at the next step, or the wallet's rejection of a prompt that was open.
 */
export class CancelledError extends FerryError {
  override name = 'CancelledError'
  declare readonly code: 'CANCELLED'
  declare readonly requestId: Hex | undefined

  constructor({ requestId, cause }: { requestId?: Hex | undefined; cause?: unknown }) {
    super('CANCELLED', 'The execution was cancelled before anything was paid.', {
      cause,
      ...(requestId ? { metaMessages: [`Request id: ${requestId}`] } : {}),
    })
    this.requestId = requestId
  }
}

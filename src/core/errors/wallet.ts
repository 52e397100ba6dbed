import { BaseError } from 'viem'
import { FerryError } from './base'

/** Any other failure inside the wallet or its node; the original error is the cause. */
export class WalletError extends FerryError {
  override name = 'WalletError'
  declare readonly code: 'WALLET_ERROR'
  readonly stepId: string | undefined

  constructor({ stepId, cause }: { stepId?: string | undefined; cause: unknown }) {
    const detail = cause instanceof BaseError ? cause.shortMessage : undefined
    super('WALLET_ERROR', 'The wallet call failed.', {
      cause,
      ...(detail ? { details: detail } : {}),
      ...(stepId ? { metaMessages: [`Step: ${stepId}`] } : {}),
    })
    this.stepId = stepId
  }
}

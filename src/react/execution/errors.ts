import type { Hex } from 'viem'
import { FerryError, type QuoteResponse } from '../../core/index'

/** `execute` was called while an execution runs (or a persisted one is being followed). Nothing was sent. */
export class ExecutionInProgressError extends FerryError {
  override name = 'ExecutionInProgressError'
  declare readonly requestId: Hex | undefined

  constructor({ requestId }: { requestId?: Hex | undefined } = {}) {
    super('EXECUTION_IN_PROGRESS', 'An execution is already running; wait for it, or cancel it first.', {
      ...(requestId ? { metaMessages: [`Request id: ${requestId}`] } : {}),
    })
    this.requestId = requestId
  }
}

/** `execute` needs a connected wagmi account. */
export class WalletNotConnectedError extends FerryError {
  override name = 'WalletNotConnectedError'

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
  declare readonly requestId: Hex | undefined

  constructor({ requestId }: { requestId?: Hex | undefined }) {
    super('EXECUTION_INTERRUPTED', 'The execution was interrupted before everything was sent; start it again with a fresh quote.', {
      ...(requestId ? { metaMessages: [`Request id: ${requestId}`] } : {}),
    })
    this.requestId = requestId
  }
}

/** The wallet a resumed execution runs with was asked for something: a resume never sends. */
export class ResumeWouldSendError extends FerryError {
  override name = 'ResumeWouldSendError'

  constructor({ call }: { call: string }) {
    super('RESUME_WOULD_SEND', `A resumed execution called the wallet (${call}); it only follows the request.`)
  }
}

/**
 * The quote fetched again right before executing asks more of the user than the one reviewed
 * (beyond the slippage): nothing was sent. `quote` holds the new terms, to be shown and confirmed.
 */
export class QuoteChangedError extends FerryError {
  override name = 'QuoteChangedError'
  declare readonly quote: QuoteResponse
  declare readonly reviewed: QuoteResponse
  declare readonly toleranceBps: number

  constructor({ quote, reviewed, toleranceBps }: { quote: QuoteResponse; reviewed: QuoteResponse; toleranceBps: number }) {
    const side = (q: QuoteResponse) => `${q.details.currencyIn?.amount ?? '?'} in, ${q.details.currencyOut?.amount ?? '?'} out`
    super('QUOTE_CHANGED', 'The quote changed since it was reviewed; confirm the new terms.', {
      metaMessages: [`Reviewed: ${side(reviewed)}`, `Now: ${side(quote)}`, `Tolerance: ${toleranceBps} bps`],
    })
    Object.assign(this, { quote, reviewed, toleranceBps })
  }
}

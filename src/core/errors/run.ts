import type { Hex } from 'viem'
import type { QuoteResponse } from '../types/quote'
import { FerryError } from './base'

/**
 * `executeQuote` was called for a request this client is already executing (a double click, two
 * hooks): nothing was sent, and the first run goes on.
 */
export class ExecutionInProgressError extends FerryError {
  override name = 'ExecutionInProgressError'
  declare readonly code: 'EXECUTION_IN_PROGRESS'
  declare readonly requestId: Hex | undefined

  constructor({ requestId }: { requestId?: Hex | undefined } = {}) {
    super('EXECUTION_IN_PROGRESS', 'An execution is already running; wait for it, or cancel it first.', {
      ...(requestId ? { metaMessages: [`Request id: ${requestId}`] } : {}),
    })
    this.requestId = requestId
  }
}

/**
 * The quote fetched again right before executing asks more of the user than the one reviewed
 * (beyond the tolerance): nothing was sent. `quote` holds the new terms, to be shown and confirmed.
 */
export class QuoteChangedError extends FerryError {
  override name = 'QuoteChangedError'
  declare readonly code: 'QUOTE_CHANGED'
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

/**
 * The quote was asked for `PLACEHOLDER_USER` (a price shown before a wallet connected), not for
 * the account: it is never executed, whatever the caller does. `field` names where the placeholder
 * was found (`request.user`, `details.sender`, `steps.0.items.0.data.from`, …). Nothing was sent:
 * quote again for the connected account.
 */
export class PlaceholderQuoteError extends FerryError {
  override name = 'PlaceholderQuoteError'
  declare readonly code: 'PLACEHOLDER_QUOTE'
  declare readonly field: string

  constructor({ field }: { field: string }) {
    super('PLACEHOLDER_QUOTE', 'This quote is for the placeholder user shown before a wallet connects; quote again for the connected account.', {
      metaMessages: [`Field: ${field}`],
      details: 'Nothing was sent.',
    })
    this.field = field
  }
}

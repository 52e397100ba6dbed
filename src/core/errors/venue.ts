import { FerryError } from './base'

export interface VenueSubmissionContext {
  /** HTTP status of the venue's answer. */
  httpStatus: number
  /** The venue's `status` word (`ok` on success), when the body carried one. */
  venueStatus: string | undefined
  /** The venue's body as received (parsed JSON, or text when it was not JSON). */
  response: unknown
  /** Nonce of the submitted action, which ties it to the service's request. */
  nonce: number
  cause?: unknown
}

/**
 * The venue answered an `/exchange` submission with something other than HTTP 200 and
 * `status: "ok"`. The spec makes every such answer a failed submission.
 */
export class VenueSubmissionError extends FerryError {
  override name = 'VenueSubmissionError'
  readonly httpStatus: number
  readonly venueStatus: string | undefined
  readonly response: unknown
  readonly nonce: number

  constructor(context: VenueSubmissionContext) {
    const reason = describe(context)
    super('VENUE_SUBMISSION_FAILED', `The venue rejected the submission: ${reason}`, {
      cause: context.cause,
      metaMessages: [`HTTP status: ${context.httpStatus}`, `Nonce: ${context.nonce}`],
    })
    this.httpStatus = context.httpStatus
    this.venueStatus = context.venueStatus
    this.response = context.response
    this.nonce = context.nonce
  }
}

function describe({ httpStatus, venueStatus, response }: VenueSubmissionContext): string {
  // The venue reports errors as `{ status: "err", response: "<text>" }`.
  const detail =
    typeof response === 'object' && response !== null && typeof (response as { response?: unknown }).response === 'string'
      ? (response as { response: string }).response
      : undefined
  if (detail) return detail
  if (venueStatus !== undefined) return `status "${venueStatus}"`
  return `HTTP ${httpStatus}`
}

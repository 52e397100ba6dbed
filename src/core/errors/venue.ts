import { clipText, MAX_SERVICE_WORD } from '../utils/clipText'
import { isRecord, isString } from '../utils/predicates'
import { FerryError } from './base'

export interface VenueSubmissionContext {
  /** HTTP status of the venue's answer. */
  httpStatus: number
  /** The venue's `status` word (`ok` on success), when the body carried one. */
  venueStatus: string | undefined
  /** The venue's body as received, whole (parsed JSON, or text when it was not JSON); the message quotes ~1 000 characters of it. */
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
  declare readonly code: 'VENUE_SUBMISSION_FAILED'
  declare readonly httpStatus: number
  declare readonly venueStatus: string | undefined
  declare readonly response: unknown
  declare readonly nonce: number

  constructor(context: VenueSubmissionContext) {
    const reason = describe(context)
    super('VENUE_SUBMISSION_FAILED', `The venue rejected the submission: ${reason}`, {
      cause: context.cause,
      metaMessages: [`HTTP status: ${context.httpStatus}`, `Nonce: ${context.nonce}`],
    })
    const { httpStatus, venueStatus, response, nonce } = context
    Object.assign(this, { httpStatus, venueStatus, response, nonce })
  }
}

function describe({ httpStatus, venueStatus, response }: VenueSubmissionContext): string {
  // The venue reports errors as `{ status: "err", response: "<text>" }`. Its text is quoted up
  // to a bound: whatever it sends, the message stays readable and `response` keeps the rest.
  const detail = isRecord(response) && response.response
  if (isString(detail) && detail) return clipText(detail)
  return venueStatus === undefined ? `HTTP ${httpStatus}` : `status "${clipText(venueStatus, MAX_SERVICE_WORD)}"`
}

import type { Hex } from 'viem'
import type { StatusResponse } from '../types/status'
import { clipText, MAX_SERVICE_WORD } from '../utils/clipText'
import { isRecord } from '../utils/predicates'
import { FerryError, type FerryErrorCode } from './base'

interface OutcomeContext {
  requestId: Hex
  status: StatusResponse
  cause?: unknown
}

/** The request ended badly after the deposit; `status` is the last status read. */
class OutcomeError extends FerryError {
  declare readonly requestId: Hex
  declare readonly status: StatusResponse
  constructor(code: FerryErrorCode, shortMessage: string, { requestId, status, cause }: OutcomeContext, lines: string[] = []) {
    super(code, shortMessage, { cause, metaMessages: [`Request id: ${requestId}`, ...lines] })
    this.requestId = requestId
    this.status = status
  }
}

/** The service reported `failure` and no `refund` followed within the wait. */
export class RequestFailedError extends OutcomeError {
  override name = 'RequestFailedError'
  declare readonly code: 'REQUEST_FAILED'
  constructor(context: OutcomeContext) {
    super('REQUEST_FAILED', 'The request failed; a refund should follow.', context)
  }
}

/** The request failed and the funds were refunded (`refund`). */
export class RequestRefundedError extends OutcomeError {
  override name = 'RequestRefundedError'
  declare readonly code: 'REQUEST_REFUNDED'
  constructor(context: OutcomeContext) {
    // The service's words: a few hashes, each clipped, however many it sends.
    const refunds = context.status.txHashes.slice(0, 4).map((hash) => `Refund tx: ${clipText(hash, MAX_SERVICE_WORD)}`)
    super('REQUEST_REFUNDED', 'The request failed; funds were refunded.', context, refunds)
  }
}

export interface InFlightContext {
  requestId: Hex
  /** Origin-side hashes sent by this execution. */
  txHashes?: string[] | undefined
  lastStatus?: StatusResponse | undefined
  cause?: unknown
}

/** The codes of the errors after which the request may still complete (`RequestInFlightError`s). */
export type RequestInFlightErrorCode = 'STATUS_TIMEOUT' | 'FOLLOW_STOPPED'

/**
 * The base of every "the request may still complete" error: following stopped before the request
 * reached its end, after its funds went to the service. Nothing about it may be sent again; it can
 * only be followed (by its `requestId`) until it ends. Carries what identifies it.
 */
export class RequestInFlightError extends FerryError {
  declare readonly code: RequestInFlightErrorCode
  declare readonly requestId: Hex
  declare readonly txHashes: string[]
  declare readonly lastStatus: StatusResponse | undefined
  constructor(code: RequestInFlightErrorCode, shortMessage: string, { requestId, txHashes = [], lastStatus, cause }: InFlightContext) {
    super(code, shortMessage, {
      cause,
      metaMessages: [
        `Request id: ${requestId}`,
        ...txHashes.map((hash) => `Sent tx: ${hash}`),
        ...(lastStatus ? [`Last status: ${clipText(lastStatus.status, MAX_SERVICE_WORD)}`] : []),
      ],
    })
    Object.assign(this, { requestId, txHashes, lastStatus })
  }
}

/** Polling ran out of time before the request reached an end state. It may still complete. */
export class StatusTimeoutError extends RequestInFlightError {
  override name = 'StatusTimeoutError'
  declare readonly code: 'STATUS_TIMEOUT'
  constructor(context: InFlightContext) {
    super('STATUS_TIMEOUT', 'Gave up waiting; the request may still complete.', context)
  }
}

/** The caller aborted after the funds went to the service: following stopped, the request goes on. */
export class FollowStoppedError extends RequestInFlightError {
  override name = 'FollowStoppedError'
  declare readonly code: 'FOLLOW_STOPPED'
  constructor(context: InFlightContext) {
    super('FOLLOW_STOPPED', 'Stopped following; the request may still complete.', context)
  }
}

const IN_FLIGHT_CODES: ReadonlySet<string> = new Set<RequestInFlightErrorCode>(['STATUS_TIMEOUT', 'FOLLOW_STOPPED'])

/**
 * Whether the request behind `error` may still complete: a `RequestInFlightError`, or its `{ code }`
 * as a persisted run keeps it. Such a request is followed, never sent again nor called failed.
 */
export function mayStillComplete(error: unknown): boolean {
  if (error instanceof RequestInFlightError) return true
  return isRecord(error) && typeof error.code === 'string' && IN_FLIGHT_CODES.has(error.code)
}

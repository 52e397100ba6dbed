import { clipText, MAX_SERVICE_WORD } from '../utils/clipText'
import { FerryError } from './base'

export interface HttpErrorContext {
  url: string
  status: number
  /** The service's `message`, or the HTTP status text when the body had none. Kept to ~1 000 characters. */
  serviceMessage: string
  /** The service's `errorCode`, when it sent one. Kept to 100 characters. */
  errorCode: string | undefined
  /** The body as received, whole: the service's text at full length is here. */
  body: unknown
  /** Delay the server asked for in `Retry-After` (seconds form), in ms. */
  retryAfterMs?: number | undefined
}

/** The service or the venue answered with a non-2xx status. */
export class HttpError extends FerryError {
  override name = 'HttpError'
  declare readonly code: 'HTTP_ERROR'
  declare readonly url: string
  declare readonly status: number
  declare readonly serviceMessage: string
  declare readonly errorCode: string | undefined
  declare readonly body: unknown
  declare readonly retryAfterMs: number | undefined

  constructor(context: HttpErrorContext) {
    // Whatever the service sends, the message carries about a kilobyte of it; `body` keeps it all.
    const serviceMessage = clipText(context.serviceMessage)
    const errorCode = context.errorCode === undefined ? undefined : clipText(context.errorCode, MAX_SERVICE_WORD)
    super('HTTP_ERROR', `HTTP ${context.status}: ${serviceMessage}`, {
      metaMessages: [`URL: ${context.url}`, ...(errorCode ? [`Error code: ${errorCode}`] : [])],
    })
    const { url, status, body, retryAfterMs } = context
    Object.assign(this, { url, status, serviceMessage, errorCode, body, retryAfterMs })
  }

  /** 5xx and 429 are worth another try; other 4xx are not. */
  get isTransient(): boolean {
    return this.status >= 500 || this.status === 429
  }
}

/** The request never got an HTTP answer (connection refused, DNS, reset). */
export class NetworkError extends FerryError {
  override name = 'NetworkError'
  declare readonly code: 'NETWORK_ERROR'
  declare readonly url: string

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('NETWORK_ERROR', 'Could not reach the server.', { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

/** The request took longer than its timeout. */
export class TimeoutError extends FerryError {
  override name = 'TimeoutError'
  declare readonly code: 'TIMEOUT'
  declare readonly url: string
  declare readonly timeoutMs: number

  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super('TIMEOUT', `The request timed out after ${timeoutMs} ms.`, { metaMessages: [`URL: ${url}`] })
    this.url = url
    this.timeoutMs = timeoutMs
  }
}

/** The caller's `AbortSignal` fired. */
export class AbortedError extends FerryError {
  override name = 'AbortedError'
  declare readonly code: 'ABORTED'

  constructor({ cause }: { cause?: unknown } = {}) {
    super('ABORTED', 'The operation was aborted.', { cause })
  }
}

/**
 * The service has no `GET /chains` (it answered 404 or 405): it publishes no chain list, so
 * the caller keeps to its own chains and currencies. `cause` is the HttpError.
 */
export class ChainsUnavailableError extends FerryError {
  override name = 'ChainsUnavailableError'
  declare readonly code: 'CHAINS_UNAVAILABLE'
  declare readonly url: string
  declare readonly status: number
  constructor({ url, status, cause }: { url: string; status: number; cause: HttpError }) {
    super('CHAINS_UNAVAILABLE', 'The service offers no chain list (GET /chains).', { cause, metaMessages: [`URL: ${url}`, `HTTP status: ${status}`] })
    this.url = url
    this.status = status
  }
}

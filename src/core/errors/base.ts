/**
 * Every code a Ferry error can carry, one per class (the devnet's `DevnetError` has several), so a
 * caller can switch over them and the compiler knows each one. The react layer's and the devnet's
 * codes are here too: one union for the whole package.
 */
export type FerryErrorCode =
  // Arguments and requests, refused before anything is sent
  | 'INVALID_ARGUMENT'
  | 'INVALID_QUOTE_REQUEST'
  // The wire
  | 'HTTP_ERROR'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'MALFORMED_RESPONSE'
  | 'CHAINS_UNAVAILABLE'
  | 'TOKEN_PRICE_UNAVAILABLE'
  // A quote refused before the wallet is asked
  | 'UNSAFE_STEP'
  | 'UNSUPPORTED_STEP'
  | 'UNEXPECTED_SIGNATURE_REQUEST'
  | 'SIMULATION_REVERTED'
  | 'QUOTE_CHANGED'
  | 'EXECUTION_IN_PROGRESS'
  | 'PLACEHOLDER_QUOTE'
  // The wallet and the venue
  | 'USER_REJECTED'
  | 'WALLET_ERROR'
  | 'INSUFFICIENT_FUNDS'
  | 'ALLOWANCE_ERROR'
  | 'TRANSACTION_FAILED'
  | 'VENUE_SUBMISSION_FAILED'
  // How the request ended, or that it may still end
  | 'REQUEST_FAILED'
  | 'REQUEST_REFUNDED'
  | 'STATUS_TIMEOUT'
  | 'FOLLOW_STOPPED'
  // Anything Ferry did not recognise: the original error is the cause
  | 'UNKNOWN_ERROR'
  // The react layer (`ferry-kit/react`)
  | 'PROVIDER_NOT_FOUND'
  | 'WALLET_NOT_CONNECTED'
  | 'EXECUTION_INTERRUPTED'
  | 'RESUME_WOULD_SEND'
  | 'CANCELLED'
  | 'REQUEST_NOT_FOUND'
  // The devnet (`ferry-kit/devnet`, Node only)
  | DevnetErrorCode

/**
 * What the devnet could not do: start anvil, deploy, read its configuration, credit the venue; or a
 * test wallet's prompt answered twice.
 */
export type DevnetErrorCode =
  | 'ANVIL_NOT_FOUND'
  | 'ANVIL_START_FAILED'
  | 'DEPLOY_FAILED'
  | 'DEV_ACCOUNT_DERIVATION_FAILED'
  | 'DEVNET_STATE_MISMATCH'
  | 'INVALID_CONFIG'
  | 'INVALID_PRICE'
  | 'UNKNOWN_SYMBOL'
  | 'VENUE_INVALID_CREDIT'
  | 'VENUE_INVALID_USER'
  | 'VENUE_UNKNOWN_TOKEN'
  | 'WALLET_PROMPT_SETTLED'

export interface FerryErrorOptions {
  cause?: unknown | undefined
  /** Extra context a developer can act on; appended to the message. */
  details?: string | undefined
  /** Further lines of context (request id, field, status) shown under the short message. */
  metaMessages?: string[] | undefined
}

/**
 * The one base class of every error Ferry throws. `code` is stable and meant for branching (each
 * subclass narrows it to its own literal); `shortMessage` is for people. Subclasses name the
 * situation and carry its context as typed fields.
 */
export class FerryError extends Error {
  override name = 'FerryError'
  readonly code: FerryErrorCode
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(code: FerryErrorCode, shortMessage: string, options: FerryErrorOptions = {}) {
    const lines = [shortMessage]
    if (options.metaMessages?.length) lines.push('', ...options.metaMessages)
    if (options.details) lines.push('', `Details: ${options.details}`)
    super(lines.join('\n'), options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.metaMessages = options.metaMessages
  }

  /** Walks the `cause` chain; returns the first error `fn` accepts, or the deepest one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

/**
 * What Ferry did not recognise (a bug, or a library throwing something unexpected), so that no
 * Ferry call rejects with a raw error. `cause` is the original.
 */
export class UnknownError extends FerryError {
  override name = 'UnknownError'
  declare readonly code: 'UNKNOWN_ERROR'
  constructor({ cause }: { cause: unknown }) {
    super('UNKNOWN_ERROR', 'An unexpected error occurred.', { cause, details: cause instanceof Error ? cause.message.slice(0, 200) : undefined })
  }
}

/** `error` itself when it is a Ferry error, else an `UnknownError` around it. */
export function toFerryError(error: unknown): FerryError {
  return error instanceof FerryError ? error : new UnknownError({ cause: error })
}

/**
 * Walks `error` and its `cause` chain, each error once (a cycle ends the walk): returns the first
 * error `fn` accepts, or null; without `fn`, the deepest error.
 */
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  const seen: unknown[] = []
  for (let current = error; ; ) {
    if (fn?.(current)) return current
    seen.push(current)
    const cause = current instanceof Error ? current.cause : undefined
    if (cause === undefined || seen.includes(cause)) return fn ? null : current
    current = cause
  }
}

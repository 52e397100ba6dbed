export interface FerryErrorOptions {
  cause?: unknown
  /** Extra context a developer can act on; appended to the message. */
  details?: string
  /** Further lines of context (request id, field, status) shown under the short message. */
  metaMessages?: string[]
}

/**
 * The one base class of every error Ferry throws. `code` is stable and meant for
 * branching; `shortMessage` is for people. Subclasses name the situation and carry
 * its context as typed fields.
 */
export class FerryError extends Error {
  override name = 'FerryError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(code: string, shortMessage: string, options: FerryErrorOptions = {}) {
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

function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  if (fn?.(error)) return error
  const cause = error instanceof Error ? error.cause : undefined
  if (cause !== undefined && cause !== error) return walk(cause, fn)
  return fn ? null : error
}

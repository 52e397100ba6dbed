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

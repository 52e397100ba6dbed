import { FerryError } from './base'

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `txs.1.to`; empty for the request as a whole. */
  path: string
  message: string
}

/** The quote request breaks a rule of the service; nothing was sent. */
export class QuoteRequestError extends FerryError {
  override name = 'QuoteRequestError'
  declare readonly code: 'INVALID_QUOTE_REQUEST'
  declare readonly issues: ValidationIssue[]

  constructor(issues: ValidationIssue[]) {
    super('INVALID_QUOTE_REQUEST', 'Invalid quote request; nothing was sent.', {
      metaMessages: issues.map((issue) => `- ${issue.path || '(request)'}: ${issue.message}`),
    })
    this.issues = issues
  }
}

/** A value given to a Ferry function (not a quote request) is malformed. */
export class InvalidArgumentError extends FerryError {
  override name = 'InvalidArgumentError'
  declare readonly code: 'INVALID_ARGUMENT'
  declare readonly argument: string

  constructor({ argument, message }: { argument: string; message: string }) {
    super('INVALID_ARGUMENT', `Invalid ${argument}: ${message}`)
    this.argument = argument
  }
}

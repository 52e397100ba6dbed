import { HttpError, isTransientError, type FerryError } from '../../core/index'
import type { ExecutionLabels } from '../execution/labels'

/**
 * What went wrong with a quote, for people: `unavailable` (network, timeout, 5xx, 429: the client
 * retried, and the widget tries again by itself), `refused` (the service's own 4xx answer, with its
 * message and `errorCode`), `failed` (anything else, such as an answer that cannot be read). Told
 * apart by type and code, never by message text.
 */
export type QuoteErrorKind = 'unavailable' | 'refused' | 'failed'

export function quoteErrorKind(error: FerryError): QuoteErrorKind {
  if (isTransientError(error)) return 'unavailable'
  return error instanceof HttpError && error.status >= 400 && error.status < 500 ? 'refused' : 'failed'
}

type QuoteErrorLabels = Pick<ExecutionLabels, 'quoteUnavailable' | 'quoteErrorCodes' | 'quoteErrorTitle'>

/** The few words for the main button: by the service's `errorCode` when it gave a known one. */
export function quoteErrorLabel(error: FerryError, labels: QuoteErrorLabels & { noRoute: string }): string {
  return shortWords(error, labels, labels.noRoute)
}

/** The quote area's title and its detail: the service's own message for a refusal. */
export function quoteErrorText(error: FerryError, labels: QuoteErrorLabels & Pick<ExecutionLabels, 'noRouteTitle' | 'quoteUnavailableDetail'>): { title: string; detail: string } {
  const kind = quoteErrorKind(error)
  const title = shortWords(error, labels, labels.noRouteTitle)
  if (kind === 'unavailable') return { title, detail: labels.quoteUnavailableDetail }
  return { title, detail: error instanceof HttpError ? error.serviceMessage : error.shortMessage }
}

function shortWords(error: FerryError, labels: QuoteErrorLabels, noRoute: string): string {
  switch (quoteErrorKind(error)) {
    case 'unavailable':
      return labels.quoteUnavailable
    case 'refused': {
      const code = error instanceof HttpError ? error.errorCode : undefined
      return code !== undefined && Object.hasOwn(labels.quoteErrorCodes, code) ? labels.quoteErrorCodes[code]! : noRoute
    }
    case 'failed':
      return labels.quoteErrorTitle
  }
}

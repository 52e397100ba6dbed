import { HttpError, isTransientError, type FerryError } from '../../core/index'
import type { WidgetLabels } from '../labels/widgetLabels'

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

type QuoteErrorLabels = Pick<WidgetLabels, 'quote' | 'button'>

/** The few words for the main button: by the service's `errorCode` when it gave a known one. */
export function quoteErrorLabel(error: FerryError, labels: QuoteErrorLabels): string {
  return shortWords(error, labels, labels.button.noRoute)
}

export function shortWords(error: FerryError, { quote }: QuoteErrorLabels, noRoute: string): string {
  switch (quoteErrorKind(error)) {
    case 'unavailable':
      return quote.unavailable
    case 'refused': {
      const code = error instanceof HttpError ? error.errorCode : undefined
      return code !== undefined && Object.hasOwn(quote.errorCodes, code) ? quote.errorCodes[code]! : noRoute
    }
    case 'failed':
      return quote.errorTitle
  }
}

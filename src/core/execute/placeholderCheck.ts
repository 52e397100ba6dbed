import { PlaceholderQuoteError } from '../errors/run'
import { isPlaceholderUser } from '../placeholder'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'

/**
 * Refuses a quote asked for `PLACEHOLDER_USER`: by its request (user or recipient), by what the
 * quote says (`details.sender`, `details.recipient`) or by a transaction sent from it. Runs before
 * anything else, so neither the service nor the wallet hears of it.
 * @throws {PlaceholderQuoteError} naming the first field that holds the placeholder.
 */
export function refusePlaceholder(quote: QuoteResponse, request: QuoteRequestInput | undefined): void {
  const details = quote?.details as { sender?: unknown; recipient?: unknown } | undefined
  const fields: [string, unknown][] = [
    ['request.user', request?.user],
    ['request.recipient', request?.recipient],
    ['details.sender', details?.sender],
    ['details.recipient', details?.recipient],
    ...(quote?.steps ?? []).flatMap((step, s) =>
      (step.items ?? []).map((item, i): [string, unknown] => [`steps.${s}.items.${i}.data.from`, (item.data as { from?: unknown } | undefined)?.from]),
    ),
  ]
  const found = fields.find(([, value]) => isPlaceholderUser(value))
  if (found) throw new PlaceholderQuoteError({ field: found[0] })
}

import { UnsafeStepError } from '../../errors/execution'
import { getItemKind } from '../../parse/items'
import type { PermitItem, QuoteResponse, SignatureItem, Step, TransactionItem, VenueDepositItem } from '../../types/quote'

interface Place {
  step: Step
  /** `steps.<s>.items.<i>.data`: where the item's fields are named in errors. */
  path: string
  /** Not `complete`: the executor will still ask the wallet for it. */
  pending: boolean
}

/** One item of the quote with its place; a list of them is in the order the executor runs them. */
export type Entry =
  | (Place & { kind: 'transaction'; item: TransactionItem })
  | (Place & { kind: 'signature'; item: SignatureItem })
  | (Place & { kind: 'venue-deposit'; item: VenueDepositItem })
  | (Place & { kind: 'permit'; item: PermitItem })

export type TransactionEntry = Extract<Entry, { kind: 'transaction' }>

export function listEntries(quote: QuoteResponse): Entry[] {
  return quote.steps.flatMap((step, s) =>
    step.items.map(
      (item, i) =>
        ({ step, item, kind: getItemKind(step, item), path: `steps.${s}.items.${i}.data`, pending: item.status !== 'complete' }) as Entry,
    ),
  )
}

export const isTransactionEntry = (entry: Entry): entry is TransactionEntry => entry.kind === 'transaction'

/** Refusal of `field` of the entry's data (`''`: the data as a whole). */
export function unsafe({ step, path }: Place, field: string, reason: string): UnsafeStepError {
  return new UnsafeStepError({ requestId: step.requestId, stepId: step.id, field: field ? `${path}.${field}` : path, reason })
}

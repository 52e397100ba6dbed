import type { QuoteResponse, StatusResponse } from '../../core/index'
import { quoteSides, sideOf, type RouteSide } from '../display/side'
import { isUnsettled, outcomeOf, type ExecutionHistoryEntry, type ExecutionState } from '../../react/index'

/**
 * A history entry as a run's state, for the views a run has (the progress view, its timeline):
 * its records, hashes and last status word, with `latest` (a fresher status read) over them. An
 * entry whose request ended is ended (`endedAt`); one still going is not, so its progress is live.
 */
export function entryState(entry: ExecutionHistoryEntry, latest?: StatusResponse): ExecutionState {
  const word = latest?.status ?? entry.status
  const status: StatusResponse | undefined = latest ?? (word ? { status: word, inTxHashes: entry.inTxHashes, txHashes: entry.txHashes } : undefined)
  const outcome = outcomeOf(entry, word)
  // The service at work on it (or done with it) has the deposit: its transaction is done, even if
  // this browser stopped watching it before the receipt (it was handed to History while confirming).
  const landed = word !== undefined && word !== 'waiting'
  return {
    phase: landed && entry.phase !== 'success' && entry.phase !== 'refund' && entry.phase !== 'failure' ? 'polling' : entry.phase,
    requestId: entry.requestId,
    ...(entry.quote ? { quote: landed ? withSentItemsDone(entry.quote) : entry.quote } : {}),
    inTxHashes: [...new Set([...entry.inTxHashes, ...(latest?.inTxHashes ?? [])])],
    txHashes: latest?.txHashes ?? entry.txHashes,
    ...(status ? { status } : {}),
    startedAt: entry.startedAt,
    updatedAt: entry.updatedAt,
    ...(isUnsettled(outcome) ? {} : { endedAt: entry.endedAt ?? entry.updatedAt }),
  }
}

/** The records with every item that left the wallet (submitted, confirming) marked done. */
function withSentItemsDone(quote: QuoteResponse): QuoteResponse {
  return {
    ...quote,
    steps: quote.steps.map((step) => ({
      ...step,
      items: step.items.map((item) => (item.status === 'submitted' || item.status === 'confirming' ? { ...item, status: 'complete' } : item)),
    })),
  }
}

/** How long an ended request took, in whole seconds; undefined while it runs (its progress shows the time elapsed). */
export function durationSeconds({ startedAt, endedAt }: Pick<ExecutionState, 'startedAt' | 'endedAt'>): number | undefined {
  if (startedAt === undefined || endedAt === undefined) return undefined
  return Math.max(0, Math.floor((endedAt - startedAt) / 1_000))
}

/** An entry's two sides: its records' (they carry the quote's logos), else its own (an entry written before 0.4). */
export function entrySides(entry: Pick<ExecutionHistoryEntry, 'quote' | 'currencyIn' | 'currencyOut'>): { send: RouteSide | undefined; receive: RouteSide | undefined } {
  const { send, receive } = quoteSides(entry.quote)
  return { send: send ?? sideOf(entry.currencyIn), receive: receive ?? sideOf(entry.currencyOut) }
}

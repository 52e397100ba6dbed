import type { Hex } from 'viem'
import { toFerryError } from '../errors/base'
import { AllowanceError } from '../errors/execution'
import { AbortedError } from '../errors/http'
import { FollowStoppedError, RequestFailedError, RequestRefundedError, StatusTimeoutError } from '../errors/outcome'
import { ExecutionInProgressError } from '../errors/run'
import { parseQuoteResponse } from '../parse/quoteResponse'
import { hasPaid, sentHashes, wouldSend } from '../run/records'
import { pollStatus, type PollStatusOptions } from '../status/pollStatus'
import type { QuoteResponse } from '../types/quote'
import type { QuoteRequestInput } from '../types/request'
import type { StatusResponse } from '../types/status'
import { guardCallback, type OnCallbackError } from '../utils/callbacks'
import type { ExecutorClient } from './client'
import { checkDestinations } from './destinations'
import { checkFunds } from './funds/checkFunds'
import { refusePlaceholder } from './placeholderCheck'
import { preflight } from './preflight'
import { listEntries } from './preflight/entries'
import type { ExecutionProgress, ExecutionResult } from './progress'
import { refreshQuote, type RequoteOptions } from './refreshQuote'
import { runItems } from './runItems'
import { statusIfKnown } from './statusIfKnown'
import type { FerryWallet } from './wallet'
import { isAllowanceRevertData } from './walletErrors'

export interface ExecuteQuoteOptions {
  /** A quote from `getQuote`, or one handed back from progress to resume: it is parsed again. */
  quote: QuoteResponse
  client: ExecutorClient
  wallet: FerryWallet
  /** Each step of the run, as it goes. What it throws goes to `onCallbackError`; the run goes on. */
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
  /**
   * Told when `onProgress` throws (or its promise rejects): the run goes on, its outcome, request
   * id and status polling untouched. Default `console.error`.
   */
  onCallbackError?: OnCallbackError | undefined
  signal?: AbortSignal | undefined
  /** How long to wait for each transaction's receipt. Default 3 min. */
  receiptTimeoutMs?: number | undefined
  /** How long to wait for the service to index a deposit before moving on to status polling. Default 60 s. */
  checkTimeoutMs?: number | undefined
  /** Pace and bounds of the final status polling. */
  poll?: Omit<PollStatusOptions, 'signal' | 'onUpdate' | 'onError' | 'stopWhen' | 'onCallbackError'> | undefined
  /**
   * The request this quote answers. Default: the one the client remembers for a quote of its own
   * `getQuote`. The quote is checked against it (origin and destination chain and currency, the
   * amount of an exact input, the recipient) before the wallet is asked for anything.
   */
  request?: QuoteRequestInput | undefined
  /**
   * Fetch the quote again first when it is older than `maxAgeMs` (or of unknown age), and run the
   * new terms only when they ask no more of the user than `quote` beyond `toleranceBps`; otherwise
   * reject with `QuoteChangedError` (carrying the new quote) before anything is sent.
   */
  requote?: RequoteOptions | undefined
  /**
   * Send consecutive transactions of one chain (an approval and its deposit) as one atomic wallet
   * batch (EIP-5792), one prompt, when the wallet says it can on that chain. Default true; false
   * sends each on its own.
   */
  batch?: boolean | undefined
}

/** The request ids each client is executing: a second run of one of them is refused. */
const running = new WeakMap<ExecutorClient, Set<string>>()

/**
 * This run's hold on request ids of `client`: `add` refuses (`ExecutionInProgressError`) an id
 * another run holds, `release` lets go of this run's.
 */
function holdRequests(client: ExecutorClient) {
  const ids = running.get(client) ?? new Set<string>()
  running.set(client, ids)
  const held: string[] = []
  return {
    add(requestId: unknown): void {
      if (typeof requestId !== 'string' || held.includes(requestId.toLowerCase())) return
      if (ids.has(requestId.toLowerCase())) throw new ExecutionInProgressError({ requestId: requestId as Hex })
      ids.add(requestId.toLowerCase())
      held.push(requestId.toLowerCase())
    },
    release: () => held.forEach((id) => ids.delete(id)),
  }
}

/**
 * Runs a quote's steps in order with the wallet, then follows the request to its end.
 *
 * Nothing is sent twice: items already `complete` are skipped, items recorded as sent (see
 * `ItemProgress.quote`) are followed, not sent; before the wallet is asked for anything, the service
 * is asked whether it already knows the request past `waiting`, in which case it is followed and
 * not paid again; and a second run of a request this client is executing is refused
 * (`ExecutionInProgressError`).
 *
 * A quote asked for `PLACEHOLDER_USER` (a price shown before a wallet connected) is refused with
 * `PlaceholderQuoteError` before anything else: it is never fetched again, checked or sent.
 *
 * A run the wallet cannot pay (its balance, read with `wallet.getBalance`, below what the items
 * still to send take) rejects with `InsufficientFundsError` before the wallet is asked.
 *
 * The host's `onProgress` cannot stop the run: what it throws goes to `onCallbackError`.
 *
 * Resolves on `success`. A refund, a failure or a reverted transaction rejects with its typed
 * error; nothing rejects with anything but a `FerryError`. Once the funds went to the service,
 * running out of time rejects with `StatusTimeoutError` and an abort with `FollowStoppedError`
 * (both `RequestInFlightError`s, carrying the request id and the hashes sent: the request may still
 * complete); before, an abort is an `AbortedError`.
 */
export async function executeQuote(options: ExecuteQuoteOptions): Promise<ExecutionResult> {
  const { client } = options
  // Held before the first await, with the id the caller's quote names: a double click is refused
  // even when each click would fetch a fresh quote of its own.
  const hold = holdRequests(client)
  hold.add(options.quote?.steps?.[0]?.requestId)
  try {
    return await execute(options, hold)
  } catch (error) {
    throw toFerryError(error)
  } finally {
    hold.release()
  }
}

/** The run itself, under `executeQuote`'s hold on its request ids. */
async function execute(options: ExecuteQuoteOptions, hold: ReturnType<typeof holdRequests>): Promise<ExecutionResult> {
  const { client, signal } = options
  // Guarded once here, for every report below (the item runners' too): a throw from the host's
  // handler, taken for the wallet's, would end a run whose deposit is already out.
  const onProgress = guardCallback(options.onProgress, { callback: 'onProgress', onCallbackError: options.onCallbackError })
  const request = options.request ?? client.requestOf?.(options.quote)
  refusePlaceholder(options.quote, request)
  const quote = options.requote ? await refreshQuote({ client, quote: options.quote, request, signal, ...options.requote }) : options.quote
  const run = { quote: parseQuoteResponse(quote) }
  const requestId = preflight(run.quote, { account: options.wallet.account, request, profile: client.profiles })
  hold.add(requestId)
  await checkDestinations({ entries: listEntries(run.quote), request, client, wallet: options.wallet, signal })
  try {
    onProgress({ type: 'start', requestId, quote: run.quote })
    const known = wouldSend(run.quote) ? await statusIfKnown(client, requestId, signal) : undefined
    if (known) onProgress({ type: 'status', requestId, status: known })
    else {
      // After the service was asked: a request it already knows was paid, whatever the balance says now.
      await checkFunds({ quote: run.quote, request, wallet: options.wallet, requestId, signal })
      await runItems(run, { ...options, onProgress, requestId })
    }
    const final = await pollStatus(client, requestId, {
      ...options.poll,
      signal,
      onUpdate: (status) => onProgress({ type: 'status', requestId, status }),
      onError: (error) => onProgress({ type: 'status-error', requestId, error }),
    })
    return settle({ requestId, status: final, sent: sentHashes(run.quote) })
  } catch (error) {
    throw inFlight(error, { requestId, quote: run.quote })
  }
}

/**
 * How a run that stopped early reports it: once the funds went to the service, an abort or a
 * timeout says "in flight", with what identifies the request; before, the error as it is.
 */
function inFlight(error: unknown, { requestId, quote }: { requestId: Hex; quote: QuoteResponse }): unknown {
  if (!hasPaid(quote)) return error
  const txHashes = sentHashes(quote)
  if (error instanceof AbortedError) return new FollowStoppedError({ requestId, txHashes, cause: error })
  if (error instanceof StatusTimeoutError) return new StatusTimeoutError({ requestId, txHashes, lastStatus: error.lastStatus })
  return error
}

function settle({ requestId, status, sent }: { requestId: Hex; status: StatusResponse; sent: Hex[] }): ExecutionResult {
  if (status.status === 'success') {
    const inTxHashes = [...new Set([...sent, ...status.inTxHashes])]
    return { requestId, status: 'success', txHashes: status.txHashes, inTxHashes, finalStatus: status }
  }
  // The service may say why the fill failed; an allowance revert gets the spec's guidance.
  const cause = isAllowanceRevertData(status.details?.revertData) ? new AllowanceError({ requestId }) : undefined
  if (status.status === 'refund') throw new RequestRefundedError({ requestId, status, cause })
  throw new RequestFailedError({ requestId, status, cause })
}

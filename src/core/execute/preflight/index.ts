import { isAddressEqual, type Address, type Hex } from 'viem'
import { VENUE_CHAIN_ID } from '../../constants'
import { UnsafeStepError } from '../../errors/execution'
import { MalformedResponseError } from '../../errors/response'
import { ACCEPTED_PROFILES, type ProfileChoice } from '../../protocol/profile'
import type { QuoteResponse } from '../../types/quote'
import type { QuoteRequestInput } from '../../types/request'
import { checkBounds, checkRepeats } from './bounds'
import { isTransactionEntry, listEntries, unsafe } from './entries'
import { readOrigin } from './origin'
import { checkPermits } from './permit'
import { checkRequest } from './request'
import { checkSpending } from './spending'
import { checkVenueFlow, readOrderId } from './venue'

export interface PreflightOptions {
  /** The connected account: it sends and signs every item still to run. */
  account: Address
  /**
   * The request the quote answers: the quote must answer it (`checkRequest`), and it gives the
   * origin (chain, and input) when `details.currencyIn` is absent.
   */
  request?: QuoteRequestInput | undefined
  /** The names the withdrawal's signatures may carry. Default: the spec's and the live service's. */
  profile?: ProfileChoice | undefined
  /** The time a permit's validity is judged at, in ms since the epoch. Default `Date.now()`. */
  now?: number | undefined
}

/**
 * Checks the whole quote before the wallet is asked for anything, so an unsafe quote stops
 * whole instead of half-way, and nothing beyond what the quote shows the user paying reaches
 * the wallet. Synchronous, and pure given `now`. Returns the request id the steps share.
 * @throws {UnsafeStepError} naming the field and the reason.
 */
export function preflight(quote: QuoteResponse, { account, request, profile = ACCEPTED_PROFILES, now = Date.now() }: PreflightOptions): Hex {
  const first = quote.steps[0]
  if (!first) throw new MalformedResponseError({ resource: 'quote', path: 'steps', message: 'is empty' })
  const { requestId } = first
  checkBounds(quote, requestId)
  quote.steps.forEach((step, s) => {
    if (step.requestId.toLowerCase() !== requestId.toLowerCase()) {
      throw new UnsafeStepError({ requestId, stepId: step.id, field: `steps.${s}.requestId`, reason: `is ${step.requestId}, not the first step's ${requestId}` })
    }
  })
  const entries = listEntries(quote)
  checkRepeats(entries)
  // A finished quote (followed by its status after a reload) asks the wallet for nothing.
  if (!entries.some((entry) => entry.pending)) return requestId

  checkRequest(quote, request, requestId)
  const origin = readOrigin(quote, request)
  if (!origin) {
    throw new UnsafeStepError({ requestId, field: 'details.currencyIn', reason: 'is absent and no request was given: the origin chain is unknown' })
  }
  const transactions = entries.filter(isTransactionEntry)
  for (const entry of transactions) {
    const { from, chainId } = entry.item.data
    // Without `from` (older quotes) the item is sent from the account; another sender is refused.
    if (entry.pending && from && !isAddressEqual(from, account)) throw unsafe(entry, 'from', `is ${from}, not the account ${account}`)
    // The venue is no EVM chain: its transfers are venue items, never transactions.
    if (chainId !== origin.chainId || chainId === VENUE_CHAIN_ID) throw unsafe(entry, 'chainId', `is ${chainId}, not the origin chain ${origin.chainId}`)
  }
  checkVenueFlow(entries, { account, requestId, orderId: readOrderId(quote), origin, profile })
  checkPermits(entries, { account, request, origin, requestId, now: BigInt(Math.floor(now / 1000)) })
  checkSpending(transactions, origin)
  return requestId
}

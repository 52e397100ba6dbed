import { isAddressEqual, type Address, type Hex } from 'viem'
import { VENUE_CHAIN_ID } from '../../constants'
import { buildNonceMappingTypedData } from '../../eip712/nonceMapping'
import { buildVenueSendAssetTypedData } from '../../eip712/venueSendAsset'
import type { ProfileChoice } from '../../protocol/profile'
import { venueSourceDex } from '../../currency'
import type { QuoteResponse, SendAssetParameters } from '../../types/quote'
import { clipText, MAX_SERVICE_WORD } from '../../utils/clipText'
import { isBytes32, isRecord } from '../../utils/predicates'
import { VENUE_USD_DECIMALS, venueAmountToUnits } from '../../venueAmount'
import { unsafe, type Entry } from './entries'
import type { Origin } from './origin'

interface VenueFlow {
  account: Address
  requestId: Hex
  orderId: Hex | undefined
  origin: Origin
  profile: ProfileChoice
}

/**
 * The venue withdrawal: each authorize item (whatever its status) must map a nonce of this
 * account (`wallet`, and `depositor` in version 2) to this request (its id, or the quote's order
 * id), and each venue transfer needs one with its nonce that runs before it or is already done, or
 * the funds could not be tied to the request. The transfers send exactly the input, in venue
 * units, and only from a quote whose origin is the venue. Names are checked against `profile`.
 */
export function checkVenueFlow(entries: Entry[], { account, requestId, orderId, origin, profile }: VenueFlow): void {
  const authorized = new Map<number, Entry>()
  for (const entry of entries) {
    if (entry.kind !== 'signature') continue
    const { postBody } = buildNonceMappingTypedData(entry.item, { profile })
    const { wallet, depositor, id } = postBody
    if (!isAddressEqual(wallet, account)) throw unsafe(entry, 'post.body.wallet', `is ${wallet}, not the account ${account}`)
    // The transfer the nonce belongs to is the account's own: it signs the `sendAsset`.
    if (depositor && !isAddressEqual(depositor, account)) throw unsafe(entry, 'post.body.depositor', `is ${depositor}, not the account ${account}, whose transfer it maps`)
    if (![requestId, orderId].some((known) => known?.toLowerCase() === id.toLowerCase())) {
      throw unsafe(entry, 'post.body.id', `is ${id}, neither the request id ${requestId} nor the quote's order id ${orderId ?? '(none)'}`)
    }
    if (!authorized.has(postBody.nonce)) authorized.set(postBody.nonce, entry)
  }
  const transfers = entries.filter((entry): entry is Extract<Entry, { kind: 'venue-deposit' }> => entry.kind === 'venue-deposit')
  const input = inVenueUnits(origin)
  let sent = 0n
  for (const entry of transfers) {
    // The signing chain is only known when signing; any chain id runs the same checks.
    buildVenueSendAssetTypedData(entry.item, { signingChainId: 1, profile })
    const { nonce, action } = entry.item.data
    if (origin.chainId !== VENUE_CHAIN_ID) throw unsafe(entry, 'action', `is a venue transfer, but the quote's origin is chain ${origin.chainId}`)
    checkSource(entry, action.parameters, origin)
    const authorize = authorized.get(nonce)
    if (!authorize) throw unsafe(entry, 'nonce', `is ${nonce}, which no authorize item of the quote maps to the request`)
    if (authorize.pending && entries.indexOf(authorize) > entries.indexOf(entry)) {
      throw unsafe(entry, 'nonce', `is authorized only by ${authorize.path}, which runs after the transfer`)
    }
    sent += venueAmountToUnits(action.parameters.amount)
    if (input === undefined || sent > input || (entry === transfers.at(-1) && sent !== input)) {
      throw unsafe(entry, 'action.parameters.amount', `brings the venue transfers to ${sent} units, not the input ${input ?? '(not shown)'}`)
    }
  }
}

/**
 * The transfer leaves from where the request's funds are: the account itself (no sub-account:
 * the request names none) and the venue DEX its origin currency is held on.
 */
function checkSource(entry: Entry, { sourceDex, fromSubAccount }: SendAssetParameters, origin: Origin): void {
  const shown = (text: string) => JSON.stringify(clipText(text, MAX_SERVICE_WORD))
  if (fromSubAccount !== '') throw unsafe(entry, 'action.parameters.fromSubAccount', `is ${shown(fromSubAccount)}: the request sends from the account itself`)
  const dex = origin.currency === undefined ? undefined : venueSourceDex(origin.currency)
  if (dex === undefined) throw unsafe(entry, 'action.parameters.sourceDex', `is ${shown(sourceDex)}, and the origin currency does not say which DEX it must be`)
  if (sourceDex !== dex) throw unsafe(entry, 'action.parameters.sourceDex', `is ${shown(sourceDex)}, not ${shown(dex)}, where the origin currency ${origin.currency} is held`)
}

/** `protocol.v2.orderId` of the quote, when it carries one: the id its nonce mapping may name. */
export function readOrderId(quote: QuoteResponse): Hex | undefined {
  const { protocol } = quote
  const orderId = isRecord(protocol) && isRecord(protocol.v2) ? protocol.v2.orderId : undefined
  return isBytes32(orderId) ? orderId : undefined
}

/** The input in the venue's 6-decimal units, cut (never rounded up) when the currency has more decimals. */
function inVenueUnits({ amount, decimals }: Origin): bigint | undefined {
  if (amount === undefined || decimals === undefined) return undefined
  const shift = BigInt(decimals - VENUE_USD_DECIMALS)
  return shift >= 0n ? amount / 10n ** shift : amount * 10n ** -shift
}

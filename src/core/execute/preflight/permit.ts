import { isAddressEqual, type Address, type Hex } from 'viem'
import { buildPermitTypedData } from '../../eip712/permit'
import { UnsupportedStepError } from '../../errors/execution'
import { PERMIT_KIND } from '../../parse/items'
import type { QuoteRequestInput } from '../../types/request'
import { unsafe, type Entry } from './entries'
import type { Origin } from './origin'

/** The longest a permit may stay valid from now: the user signs within it and the service submits at once. */
export const MAX_PERMIT_VALIDITY_SECONDS = 3600n

export type PermitEntry = Extract<Entry, { kind: 'permit' }>

interface PermitChecks {
  account: Address
  request: QuoteRequestInput | undefined
  origin: Origin
  requestId: Hex
  /** Unix seconds. */
  now: bigint
}

/**
 * An EIP-3009 permit moves the user's funds the moment anyone submits it, so it is signed only
 * when the request asked for one (`usePermit`) and it authorizes exactly what the quote shows: the
 * origin token on the origin chain (the domain), from the account, the input amount, valid from
 * now for at most `MAX_PERMIT_VALIDITY_SECONDS`, posted to the service's own route for this request.
 * Its receiver is checked against the service's chain list with the network (`checkDestinations`).
 * @throws {UnsupportedStepError} for a permit not asked for; {UnsafeStepError} naming the field otherwise.
 */
export function checkPermits(entries: Entry[], { account, request, origin, requestId, now }: PermitChecks): void {
  const permits = entries.filter((candidate): candidate is PermitEntry => candidate.kind === 'permit' && candidate.pending)
  // The permit pays the input: anything else still to run beside it would pay again.
  const other = permits.length > 0 && entries.find((candidate) => candidate.pending && candidate !== permits[0])
  if (other) throw unsafe(other, '', `runs beside the permit ${permits[0]!.path}, which pays the input alone`)
  for (const entry of permits) {
    if (request?.usePermit !== true) {
      const { requestId: stepRequestId, id: stepId } = entry.step
      const reason = 'the request did not ask for usePermit'
      throw new UnsupportedStepError({ requestId: stepRequestId, stepId, field: `${entry.path}.post.body.kind`, kind: 'signature', unsupported: PERMIT_KIND, reason })
    }
    const { typedData, postBody } = buildPermitTypedData(entry.item)
    const { domain, message } = typedData
    if (domain.chainId !== origin.chainId) throw unsafe(entry, 'sign.domain.chainId', `is ${domain.chainId}, not the origin chain ${origin.chainId}`)
    if (domain.verifyingContract.toLowerCase() !== origin.currency) {
      throw unsafe(entry, 'sign.domain.verifyingContract', `is ${domain.verifyingContract}, not the origin token ${origin.currency ?? '(unknown)'}`)
    }
    if (!isAddressEqual(message.from, account)) throw unsafe(entry, 'sign.value.from', `is ${message.from}, not the account ${account}`)
    if (origin.amount === undefined) throw unsafe(entry, 'sign.value.value', 'cannot be checked: the quote shows no input amount')
    if (message.value !== origin.amount) throw unsafe(entry, 'sign.value.value', `is ${message.value}, not the input ${origin.amount} the quote shows`)
    if (message.validAfter > now) throw unsafe(entry, 'sign.value.validAfter', `is ${message.validAfter}, in the future (now ${now})`)
    if (message.validBefore <= now) throw unsafe(entry, 'sign.value.validBefore', `is ${message.validBefore}, already past (now ${now})`)
    if (message.validBefore > now + MAX_PERMIT_VALIDITY_SECONDS) {
      throw unsafe(entry, 'sign.value.validBefore', `is ${message.validBefore}, more than ${MAX_PERMIT_VALIDITY_SECONDS} s from now (${now})`)
    }
    if (postBody.requestId.toLowerCase() !== requestId.toLowerCase()) throw unsafe(entry, 'post.body.requestId', `is ${postBody.requestId}, not the request ${requestId}`)
  }
}

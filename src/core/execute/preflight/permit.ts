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
      throw new UnsupportedStepError({ requestId: stepRequestId, stepId, field: `${entry.path}.post.body.kind`, kind: 'signature', unsupported: PERMIT_KIND, reason: 'the request did not ask for usePermit' })
    }
    const { typedData, postBody } = buildPermitTypedData(entry.item)
    const { domain, message } = typedData
    const expect = (field: string, ok: boolean, received: unknown, wanted: string) => {
      if (!ok) throw unsafe(entry, field, `is ${String(received)}, not ${wanted}`)
    }
    expect('sign.domain.chainId', domain.chainId === origin.chainId, domain.chainId, `the origin chain ${origin.chainId}`)
    expect('sign.domain.verifyingContract', domain.verifyingContract.toLowerCase() === origin.currency, domain.verifyingContract, `the origin token ${origin.currency}`)
    expect('sign.value.from', isAddressEqual(message.from, account), message.from, `the account ${account}`)
    expect('sign.value.value', message.value === origin.amount, message.value, `the input ${origin.amount} the quote shows`)
    expect('sign.value.validAfter', message.validAfter <= now, message.validAfter, `now (${now}) or earlier`)
    expect('sign.value.validBefore', message.validBefore > now && message.validBefore <= now + MAX_PERMIT_VALIDITY_SECONDS, message.validBefore, `within ${MAX_PERMIT_VALIDITY_SECONDS} s of now (${now})`)
    expect('post.body.requestId', postBody.requestId.toLowerCase() === requestId.toLowerCase(), postBody.requestId, `the request ${requestId}`)
  }
}

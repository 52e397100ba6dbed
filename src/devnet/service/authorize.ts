import { isAddress, isAddressEqual, isHex, recoverTypedDataAddress, type Address, type Hex } from 'viem'
import { VENUE_CHAIN_ID } from '../../core/index'
import type { ProtocolProfile } from '../../core/protocol/profile'
import { isString } from '../../core/utils/predicates'
import { HttpProblem } from '../http/jsonServer'
import { nonceMappingTypedData } from './nonceMapping'
import type { RequestStore } from './store'

/** A 65-byte signature as hex: r, s and v. */
const SIGNATURE = /^0x[\da-fA-F]{130}$/

/**
 * `POST /authorize?signature=0x…`: the user's nonce-mapping signature for a withdrawal. Checks
 * the body against the request the quote stored (withdrawal, nonce, wallet), then recovers the
 * signer of the typed data rebuilt on `signatureChainId` (the spec lets the user sign on any
 * chain). On success the request is marked authorized, which the solver needs before it takes
 * the venue transfer as the request's deposit.
 */
export async function authorizeRequest({
  store,
  signature,
  body,
  defaultSigningChainId,
  profile,
}: {
  store: RequestStore
  signature: string | null
  body: unknown
  defaultSigningChainId: number
  /** The names the signature is verified with. Default the spec's. */
  profile?: ProtocolProfile | undefined
}): Promise<{ message: 'Success' }> {
  if (signature === null || !SIGNATURE.test(signature)) {
    throw new HttpProblem(400, 'The signature query parameter is required: the 65-byte EIP-712 signature of the NonceMapping message as 0x hex.', 'INVALID_SIGNATURE')
  }
  const fields = readBody(body, defaultSigningChainId)
  const record = store.get(fields.id)
  if (!record) throw new HttpProblem(404, `Request ${fields.id} is not known; quote it first.`, 'REQUEST_NOT_FOUND')
  if (record.request.originChainId !== VENUE_CHAIN_ID || record.terms.venueNonce === undefined) {
    throw new HttpProblem(400, `Request ${fields.id} is not a withdrawal from the venue (origin chain ${VENUE_CHAIN_ID}); it needs no authorization.`, 'NOT_A_WITHDRAWAL')
  }
  if (fields.nonce !== record.terms.venueNonce) {
    throw new HttpProblem(400, `nonce ${fields.nonce} is not the nonce quoted for request ${fields.id} (${record.terms.venueNonce}).`, 'NONCE_MISMATCH')
  }
  if (!isAddressEqual(fields.wallet, record.request.user)) {
    throw new HttpProblem(400, `wallet ${fields.wallet} is not the user of request ${fields.id} (${record.request.user}).`, 'WALLET_MISMATCH')
  }
  const typedData = nonceMappingTypedData({ signingChainId: fields.signatureChainId, wallet: record.request.user, id: record.id, nonce: fields.nonce, profile })
  // Version 2 signs the depositor: the body must name the same one, as the live service requires.
  const { depositor } = typedData.message
  if (depositor && !(isString(fields.depositor) && isAddress(fields.depositor) && isAddressEqual(fields.depositor, depositor))) {
    throw new HttpProblem(400, `depositor ${JSON.stringify(fields.depositor)} is not the user of request ${fields.id} (${depositor}).`, 'DEPOSITOR_MISMATCH')
  }
  let signer: Address
  try {
    signer = await recoverTypedDataAddress({ ...typedData, signature: signature as Hex })
  } catch {
    throw new HttpProblem(401, 'The signature cannot be recovered: it is not a valid secp256k1 signature.', 'INVALID_SIGNATURE')
  }
  if (!isAddressEqual(signer, record.request.user)) {
    throw new HttpProblem(
      401,
      `The signature was made by ${signer}, not by the request's user ${record.request.user} (checked on signatureChainId ${fields.signatureChainId}).`,
      'INVALID_SIGNATURE',
    )
  }
  store.update(record.id, { authorized: true, note: 'nonce mapped' })
  return { message: 'Success' }
}

interface AuthorizeFields {
  id: Hex
  wallet: Address
  depositor: unknown
  nonce: number
  signatureChainId: number
}

function readBody(body: unknown, defaultSigningChainId: number): AuthorizeFields {
  const problem = (message: string) => new HttpProblem(400, `Invalid authorize body: ${message}.`, 'INVALID_INPUT')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw problem('expected the JSON object of the authorize step’s post.body')
  const { type, walletChainId, wallet, depositor, nonce, id, signatureChainId = defaultSigningChainId } = body as Record<string, unknown>
  if (type !== 'nonce-mapping') throw problem(`type must be "nonce-mapping"; got ${JSON.stringify(type)}`)
  if (walletChainId !== VENUE_CHAIN_ID) throw problem(`walletChainId must be ${VENUE_CHAIN_ID}; got ${JSON.stringify(walletChainId)}`)
  if (typeof wallet !== 'string' || !isAddress(wallet)) throw problem(`wallet must be an address; got ${JSON.stringify(wallet)}`)
  if (!Number.isSafeInteger(nonce) || (nonce as number) < 0) throw problem(`nonce must be a non-negative integer; got ${JSON.stringify(nonce)}`)
  if (typeof id !== 'string' || !isHex(id) || id.length !== 66) throw problem(`id must be the 32-byte request id; got ${JSON.stringify(id)}`)
  if (!Number.isSafeInteger(signatureChainId) || (signatureChainId as number) <= 0) {
    throw problem(`signatureChainId must be a positive integer chain id; got ${JSON.stringify(signatureChainId)}`)
  }
  return { id, wallet, depositor, nonce: nonce as number, signatureChainId: signatureChainId as number }
}

import { decodeErrorResult, isHex, type Hex } from 'viem'
import { isRecord } from '../../core/utils/predicates'
import { testUsdcArtifact } from '../contracts/artifacts'
import { HttpProblem } from '../http/jsonServer'
import { FillError } from '../solver/fill'
import type { DevnetRequest, RequestStore } from './store'

/** A signature as hex: 65 bytes from an account with a key, more from a contract account (ERC-1271). */
const SIGNATURE = /^0x(?:[\da-fA-F]{2}){65,}$/

/**
 * `POST /execute/permits?signature=0x… { kind: "eip3009", requestId }`: the user's signed EIP-3009
 * authorization for a request quoted with `usePermit`. The service submits it at once, paying the
 * gas, and the request then runs as after a deposit. An authorization the token refuses (another
 * signer, another amount, expired, used) is answered 400 with the token's reason; nothing is sent.
 */
export async function permitRequest({
  store,
  signature,
  body,
  submit,
}: {
  store: RequestStore
  signature: string | null
  body: unknown
  submit: ((record: DevnetRequest, signature: Hex) => Promise<Hex>) | undefined
}): Promise<{ message: 'Success'; txHash: Hex }> {
  if (signature === null || !SIGNATURE.test(signature) || !isHex(signature)) {
    throw new HttpProblem(400, 'The signature query parameter is required: the EIP-712 signature of the TransferWithAuthorization message as 0x hex.', 'INVALID_SIGNATURE')
  }
  const { kind, requestId } = isRecord(body) ? body : {}
  if (kind !== 'eip3009') throw new HttpProblem(400, `kind ${JSON.stringify(kind)} is not a permit this devnet submits; it submits "eip3009".`, 'UNSUPPORTED_PERMIT')
  const record = typeof requestId === 'string' ? store.get(requestId) : undefined
  if (!record) throw new HttpProblem(404, `Request ${JSON.stringify(requestId)} is not known; quote it first, with usePermit.`, 'REQUEST_NOT_FOUND')
  if (!record.terms.permit) throw new HttpProblem(400, `Request ${record.id} was not quoted with a permit (usePermit on an EIP-3009 token).`, 'NOT_A_PERMIT')
  if (record.status !== 'waiting') throw new HttpProblem(400, `Request ${record.id} is ${record.status}: its permit was taken already.`, 'PERMIT_USED')
  if (!submit) throw new HttpProblem(503, 'This service has no solver to submit permits.', 'NO_SOLVER')
  try {
    return { message: 'Success', txHash: await submit(record, signature) }
  } catch (error) {
    if (!(error instanceof FillError)) throw error
    throw new HttpProblem(400, `The token refused the authorization: ${tokenReason(error)}.`, 'PERMIT_REFUSED')
  }
}

/** The token's custom error by name (`AuthorizationExpired`, `InvalidAuthorizationSignature`, …), else the node's words. */
function tokenReason(error: FillError): string {
  if (!error.revertData) return error.reason
  try {
    return decodeErrorResult({ abi: testUsdcArtifact.abi, data: error.revertData }).errorName
  } catch {
    return error.reason
  }
}

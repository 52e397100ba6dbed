import { isHex, pad, recoverTypedDataAddress, serializeSignature, size, zeroAddress, type Address, type Hex, type TypedData } from 'viem'
import { sendAssetFields, type VenueSendAssetAction, type VenueSendAssetTypedData } from '../../core/eip712/venueSendAsset'
import { SPEC_PROFILE, type ProtocolProfile } from '../../core/protocol/profile'
import { isRecord, isSafeUint, isString } from '../../core/utils/predicates'

/** Why a posted `/exchange` payload was refused before it reached the ledger. */
export type VerifySendAssetCode =
  /** A field is missing, of the wrong JSON type, or unknown: the venue could not even read it. */
  | 'MALFORMED_PAYLOAD'
  | 'UNSUPPORTED_ACTION'
  | 'NONCE_MISMATCH'
  | 'INVALID_CHAIN_ID'
  | 'INVALID_SIGNATURE'

export type VerifySendAssetResult =
  | { ok: true; signer: Address; action: VenueSendAssetAction }
  | { ok: false; code: VerifySendAssetCode; reason: string }


/**
 * Checks a body posted to `/exchange` (`{ action, nonce, signature: { r, s, v } }`) and
 * recovers who signed its `sendAsset`, rebuilding the EIP-712 data the way the spec's
 * client-side procedure builds it. As on a real venue, the signer is the account acted on:
 * a signature by another key is not refused here, it recovers another account (which then
 * lacks the balance or the nonce).
 */
export async function verifySendAsset(payload: unknown, profile: ProtocolProfile = SPEC_PROFILE): Promise<VerifySendAssetResult> {
  if (!isRecord(payload) || !isRecord(payload.action) || !isRecord(payload.signature))
    return refuse('MALFORMED_PAYLOAD', 'Expected { action, nonce, signature: { r, s, v } }')
  const fields = sendAssetFields(profile)
  const read = readAction(payload.action, fields.map((f) => f.name))
  if (!read.ok) return read
  const { action } = read
  if (typeof payload.nonce !== 'number') return refuse('MALFORMED_PAYLOAD', 'nonce must be a number')
  // The payload nonce ties the transfer to the service's request; it must be the signed one.
  if (payload.nonce !== action.nonce)
    return refuse('NONCE_MISMATCH', `nonce ${payload.nonce} differs from the action's nonce ${action.nonce}`)
  const chainId = readChainId(action.signatureChainId)
  if (chainId === undefined)
    return refuse('INVALID_CHAIN_ID', `signatureChainId must be a positive 0x hex chain id, got "${action.signatureChainId}"`)
  const signature = readSignature(payload.signature)
  if (!signature.ok) return signature

  const { domainName, primaryType } = profile.venue
  const typedData: VenueSendAssetTypedData = {
    domain: { name: domainName, version: '1', chainId, verifyingContract: zeroAddress },
    types: { [primaryType]: fields } as unknown as TypedData,
    primaryType,
    message: action,
  }
  try {
    const hex = serializeSignature({ r: pad(signature.r, { size: 32 }), s: pad(signature.s, { size: 32 }), v: BigInt(signature.v) })
    const signer = await recoverTypedDataAddress({ ...typedData, signature: hex })
    return { ok: true, signer, action }
  } catch {
    // r or s zero or beyond the curve order, or no point for r: no key could have made this.
    return refuse('INVALID_SIGNATURE', 'The signature does not recover to any address')
  }
}

type ReadAction = { ok: true; action: VenueSendAssetAction } | { ok: false; code: VerifySendAssetCode; reason: string }

/** `fields`: the hashed ones, the last being `nonce`; the venue also reads `type` and `signatureChainId`. */
function readAction(action: Record<string, unknown>, fields: string[]): ReadAction {
  if (!isString(action.type)) return refuse('MALFORMED_PAYLOAD', 'action.type must be a string')
  if (action.type !== 'sendAsset') return refuse('UNSUPPORTED_ACTION', `Unsupported action type "${action.type}"`)
  const missing = [...fields.slice(0, -1), 'signatureChainId'].find((key) => !isString(action[key]))
  if (missing !== undefined) return refuse('MALFORMED_PAYLOAD', `action.${missing} must be a string`)
  if (!isSafeUint(action.nonce)) return refuse('MALFORMED_PAYLOAD', 'action.nonce must be a non-negative integer')
  // An extra key is not hashed, so it would ride along unsigned.
  const extra = Object.keys(action).find((key) => ![...fields, 'type', 'signatureChainId'].includes(key))
  if (extra !== undefined) return refuse('MALFORMED_PAYLOAD', `action.${extra} is not a field of sendAsset`)
  return { ok: true, action: action as VenueSendAssetAction }
}

function readChainId(value: string): number | undefined {
  if (!/^0x[\da-fA-F]+$/.test(value)) return undefined
  const chainId = Number.parseInt(value.slice(2), 16)
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

type ReadSignature = { ok: true; r: Hex; s: Hex; v: 27 | 28 } | { ok: false; code: VerifySendAssetCode; reason: string }

function readSignature({ r, s, v }: Record<string, unknown>): ReadSignature {
  if (r === undefined || s === undefined || v === undefined) return refuse('MALFORMED_PAYLOAD', 'signature needs r, s and v')
  if (!isWord(r) || !isWord(s)) return refuse('INVALID_SIGNATURE', 'signature r and s must be hex of at most 32 bytes')
  // The spec asks for v as a number, 27 or 28; 0/1 or a string is a client bug worth reporting.
  if (v !== 27 && v !== 28) return refuse('INVALID_SIGNATURE', `signature v must be the number 27 or 28, got ${JSON.stringify(v)}`)
  return { ok: true, r, s, v }
}

function isWord(value: unknown): value is Hex {
  return isString(value) && isHex(value, { strict: true }) && value !== '0x' && size(value) <= 32
}

function refuse(code: VerifySendAssetCode, reason: string): { ok: false; code: VerifySendAssetCode; reason: string } {
  return { ok: false, code, reason }
}

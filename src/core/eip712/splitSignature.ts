import { isHex, pad, size, type Hex } from 'viem'
import { InvalidArgumentError } from '../errors/request'
import type { VenueSignature } from '../types/venue'

export type SignatureParts = { r: Hex; s: Hex; v?: number | bigint | undefined; yParity?: number | undefined }

/**
 * Splits a secp256k1 signature into the `{ r, s, v }` the venue expects, with `v` a
 * number, 27 or 28, whatever form the wallet returned: 65-byte hex (v 27/28 or 0/1),
 * 64-byte compact hex (EIP-2098), or an object with `v` (0/1/27/28, number or bigint)
 * and/or `yParity`. `r` and `s` come back as lowercase 32-byte hex.
 * Throws InvalidArgumentError for anything else.
 */
export function splitSignature(signature: Hex | SignatureParts): VenueSignature {
  if (typeof signature === 'string') return splitParts(parseHex(signature))
  if (typeof signature !== 'object' || signature === null) fail('expected a hex string or { r, s, v | yParity }')
  return splitParts(signature)
}

/**
 * Read byte by byte: viem's parsers construct a curve point, which pulls the whole secp256k1
 * library into every bundle for what is a slice of hex.
 */
function parseHex(signature: string): SignatureParts {
  if (!isHex(signature, { strict: true })) fail('not a hex string')
  const bytes = size(signature)
  const r: Hex = `0x${signature.slice(2, 66)}`
  // 65 bytes: r, s, then v (0/1 or 27/28; the rest is refused with v's own message).
  if (bytes === 65) return { r, s: `0x${signature.slice(66, 130)}`, v: Number.parseInt(signature.slice(130), 16) }
  if (bytes === 64) {
    // EIP-2098: the top bit of the second word is the y parity, the rest is s.
    const yParityAndS = BigInt(`0x${signature.slice(66, 130)}`)
    const s = yParityAndS & ((1n << 255n) - 1n)
    return { r, s: `0x${s.toString(16).padStart(64, '0')}`, yParity: Number(yParityAndS >> 255n) }
  }
  return fail(`expected 65 or 64 (compact) bytes, got ${bytes}`)
}

function splitParts(parts: SignatureParts): VenueSignature {
  const r = word('r', parts.r)
  const s = word('s', parts.s)
  const fromV = parts.v === undefined ? undefined : parityOfV(parts.v)
  const fromYParity = parts.yParity === undefined ? undefined : parityOfYParity(parts.yParity)
  if (fromV !== undefined && fromYParity !== undefined && fromV !== fromYParity)
    fail(`v (${parts.v}) and yParity (${parts.yParity}) disagree`)
  const yParity = fromYParity ?? fromV
  if (yParity === undefined) fail('neither v nor yParity is given')
  return { r, s, v: 27 + yParity }
}

function parityOfV(v: unknown): 0 | 1 {
  const n = typeof v === 'bigint' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : undefined
  if (n === 0n || n === 27n) return 0
  if (n === 1n || n === 28n) return 1
  return fail(`v must be 0, 1, 27 or 28, got ${String(v)}`)
}

function parityOfYParity(yParity: unknown): 0 | 1 {
  if (yParity === 0 || yParity === 1) return yParity
  return fail(`yParity must be 0 or 1, got ${String(yParity)}`)
}

/** r and s are 32-byte words; shorter hex (leading zeros dropped) is left-padded. */
function word(name: 'r' | 's', value: unknown): Hex {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value === '0x')
    fail(`${name} must be a hex string, got ${String(value)}`)
  if (size(value) > 32) fail(`${name} is longer than 32 bytes`)
  return pad(value.toLowerCase() as Hex, { size: 32 })
}

function fail(message: string): never {
  throw new InvalidArgumentError({ argument: 'signature', message })
}

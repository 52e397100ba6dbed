import { randomBytes } from 'node:crypto'
import { bytesToHex, type Hex } from 'viem'

/** A fresh request id: 32 random bytes, so ids cannot be guessed or collide across devnets. */
export function newRequestId(): Hex {
  return bytesToHex(randomBytes(32))
}

/**
 * Venue transfer nonces: milliseconds since the epoch, as the venue expects, but strictly
 * increasing so that two quotes in the same millisecond still get distinct nonces (each
 * nonce ties one transfer to one request). One source per service: never module-level.
 */
export function createNonceSource(now: () => number = Date.now): () => number {
  let last = 0
  return () => {
    last = Math.max(now(), last + 1)
    return last
  }
}

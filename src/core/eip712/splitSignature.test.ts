import {
  keccak256,
  parseSignature,
  recoverAddress,
  serializeCompactSignature,
  serializeSignature,
  signatureToCompactSignature,
  toHex,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/request'
import { userAccount } from '../test/eip712Fixtures'
import { splitSignature, type SignatureParts } from './splitSignature'

type Signed = { hash: Hex; signature: Hex }

/**
 * Real signatures over deterministic digests (RFC 6979): one of each y parity, and one
 * whose r starts with a zero byte, to exercise left-padding.
 */
async function findSignatures(): Promise<{ even: Signed; odd: Signed; shortR: Signed }> {
  const found: Partial<Record<'even' | 'odd' | 'shortR', Signed>> = {}
  for (let i = 0; i < 5000 && !(found.even && found.odd && found.shortR); i++) {
    const hash = keccak256(toHex(`ferry split ${i}`))
    const signature = await userAccount.sign({ hash })
    const { r, yParity } = parseSignature(signature)
    found[yParity === 0 ? 'even' : 'odd'] ??= { hash, signature }
    if (r.startsWith('0x00')) found.shortR ??= { hash, signature }
  }
  if (!found.even || !found.odd || !found.shortR) throw new Error('no fixture signatures found')
  return { even: found.even, odd: found.odd, shortR: found.shortR }
}

const signatures = await findSignatures()

/** Every form a wallet or library may hand over for the same signature. */
function forms(signature: Hex): [string, Hex | SignatureParts][] {
  const { r, s, yParity } = parseSignature(signature)
  const v = 27 + yParity
  return [
    ['65-byte hex, v 27/28', signature],
    ['65-byte hex, v 0/1', `${signature.slice(0, 130)}0${yParity}` as Hex],
    ['64-byte compact hex (EIP-2098)', serializeCompactSignature(signatureToCompactSignature({ r, s, yParity }))],
    ['{ r, s, yParity }', { r, s, yParity }],
    ['{ r, s, v: bigint 27/28 }', { r, s, v: BigInt(v) }],
    ['{ r, s, v: number 27/28 }', { r, s, v }],
    ['{ r, s, v: number 0/1 }', { r, s, v: yParity }],
    ['{ r, s, v: bigint 0/1 }', { r, s, v: BigInt(yParity) }],
    ['{ r, s, v, yParity } agreeing', { r, s, v: BigInt(v), yParity }],
    ['{ r, s } in upper case', { r: r.toUpperCase().replace('0X', '0x') as Hex, s: s.toUpperCase().replace('0X', '0x') as Hex, yParity }],
  ]
}

describe('splitSignature', () => {
  for (const [parity, { hash, signature }] of Object.entries(signatures)) {
    it.each(forms(signature))(`splits %s (${parity}) into r, s and v 27/28 that recover the signer`, async (_, input) => {
      const split = splitSignature(input)
      expect(typeof split.v).toBe('number')
      expect([27, 28]).toContain(split.v)
      expect(split.r).toMatch(/^0x[0-9a-f]{64}$/)
      expect(split.s).toMatch(/^0x[0-9a-f]{64}$/)
      const expected = parseSignature(signature)
      expect(split).toEqual({ r: expected.r, s: expected.s, v: 27 + expected.yParity })
      const rejoined = serializeSignature({ r: split.r, s: split.s, yParity: split.v - 27 })
      expect(await recoverAddress({ hash, signature: rejoined })).toBe(userAccount.address)
    })
  }

  it('left-pads r and s given without their leading zero bytes', async () => {
    const { hash, signature } = signatures.shortR
    const { r, s, yParity } = parseSignature(signature)
    const trimmed = `0x${r.slice(2).replace(/^0+/, '')}` as Hex
    expect(trimmed.length).toBeLessThan(66)
    const split = splitSignature({ r: trimmed, s, yParity })
    expect(split.r).toBe(r)
    expect(await recoverAddress({ hash, signature: serializeSignature({ r: split.r, s: split.s, yParity: split.v - 27 }) })).toBe(
      userAccount.address,
    )
    expect(splitSignature({ r: '0x1', s: '0x02', v: 27 })).toEqual({
      r: `0x${'0'.repeat(63)}1`,
      s: `0x${'0'.repeat(62)}02`,
      v: 27,
    })
  })

  const { r, s } = parseSignature(signatures.even.signature)
  const invalid: [string, unknown, RegExp][] = [
    ['a non-hex string', 'hello', /not a hex string/],
    ['hex of the wrong length', '0x1234', /expected 65 or 64 \(compact\) bytes, got 2/],
    ['66 bytes', `${signatures.even.signature}00`, /got 66/],
    ['65 bytes with v 5', `${signatures.even.signature.slice(0, 130)}05`, /v must be 0, 1, 27 or 28, got 5/],
    ['null', null, /expected a hex string or/],
    ['an object without v or yParity', { r, s }, /neither v nor yParity/],
    ['v 2', { r, s, v: 2 }, /v must be 0, 1, 27 or 28/],
    ['v 37 (EIP-155)', { r, s, v: 37n }, /v must be 0, 1, 27 or 28/],
    ['yParity 27', { r, s, yParity: 27 }, /yParity must be 0 or 1/],
    ['v and yParity that disagree', { r, s, v: 27, yParity: 1 }, /disagree/],
    ['r longer than 32 bytes', { r: `${r}00`, s, v: 27 }, /r is longer than 32 bytes/],
    ['s that is not hex', { r, s: 'xyz', v: 27 }, /s must be a hex string/],
    ['an empty r', { r: '0x', s, v: 27 }, /r must be a hex string/],
  ]

  it.each(invalid)('refuses %s with an InvalidArgumentError', (_, input, message) => {
    let thrown: unknown
    try {
      splitSignature(input as Hex)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidArgumentError)
    expect((thrown as InvalidArgumentError).argument).toBe('signature')
    expect((thrown as InvalidArgumentError).message).toMatch(message)
  })
})

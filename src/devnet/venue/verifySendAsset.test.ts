import { describe, expect, it } from 'vitest'
import { otherAccount, userAccount } from '../../core/test/eip712Fixtures'
import { signedSendAsset, type SignedSendAsset } from './test/sendAsset'
import { verifySendAsset } from './verifySendAsset'

describe('verifySendAsset', () => {
  it('recovers the signer of a sendAsset built and signed as the core does', async () => {
    const payload = await signedSendAsset()
    await expect(verifySendAsset(payload)).resolves.toEqual({ ok: true, signer: userAccount.address, action: payload.action })
  })

  it('uses the signing chain from signatureChainId', async () => {
    const payload = await signedSendAsset({ signer: otherAccount, signingChainId: 42_161 })
    expect(payload.action.signatureChainId).toBe('0xa4b1')
    await expect(verifySendAsset(payload)).resolves.toMatchObject({ ok: true, signer: otherAccount.address })
  })

  it('recovers another account when any signed field changed (the signature no longer matches)', async () => {
    const payload = await signedSendAsset()
    const tampered = { ...payload, action: { ...payload.action, amount: '2500.000000' } }
    const result = await verifySendAsset(tampered)
    expect(result.ok && result.signer).not.toBe(userAccount.address)
  })

  it('recovers another account for a different signing chain', async () => {
    const payload = await signedSendAsset()
    const result = await verifySendAsset({ ...payload, action: { ...payload.action, signatureChainId: '0x1' } })
    expect(result.ok && result.signer).not.toBe(userAccount.address)
  })

  const cases: [string, (p: SignedSendAsset) => unknown][] = [
    ['MALFORMED_PAYLOAD', () => null],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, signature: undefined })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, action: 'sendAsset' })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, action: { ...p.action, amount: 25.5 } })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, action: { ...p.action, destination: undefined } })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, action: { ...p.action, nonce: '1' } })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, action: { ...p.action, memo: 'unsigned' } })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, nonce: '1732300000000' })],
    ['MALFORMED_PAYLOAD', (p) => ({ ...p, signature: { ...p.signature, v: undefined } })],
    ['UNSUPPORTED_ACTION', (p) => ({ ...p, action: { ...p.action, type: 'withdraw3' } })],
    ['NONCE_MISMATCH', (p) => ({ ...p, nonce: 1 })],
    ['INVALID_CHAIN_ID', (p) => ({ ...p, action: { ...p.action, signatureChainId: '31337' } })],
    ['INVALID_CHAIN_ID', (p) => ({ ...p, action: { ...p.action, signatureChainId: '0x0' } })],
    ['INVALID_SIGNATURE', (p) => ({ ...p, signature: { ...p.signature, v: 1 } })],
    ['INVALID_SIGNATURE', (p) => ({ ...p, signature: { ...p.signature, v: '27' } })],
    ['INVALID_SIGNATURE', (p) => ({ ...p, signature: { ...p.signature, r: 'zz' } })],
    ['INVALID_SIGNATURE', (p) => ({ ...p, signature: { ...p.signature, s: `0x${'11'.repeat(33)}` } })],
    ['INVALID_SIGNATURE', (p) => ({ ...p, signature: { ...p.signature, r: `0x${'00'.repeat(32)}` } })],
  ]

  it.each(cases)('refuses with %s', async (code, change) => {
    const payload = await signedSendAsset()
    const result = await verifySendAsset(change(payload))
    expect(result).toMatchObject({ ok: false, code, reason: expect.any(String) })
  })
})

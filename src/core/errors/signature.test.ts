import { describe, expect, it } from 'vitest'
import { FerryError } from './base'
import { UnexpectedSignatureRequestError } from './signature'

describe('UnexpectedSignatureRequestError', () => {
  it('is a FerryError with a stable code and the field, expectation and value', () => {
    const error = new UnexpectedSignatureRequestError({
      field: 'data.sign.domain.name',
      expected: '"ServiceNonceMapping"',
      received: 'Permit2',
    })
    expect(error).toBeInstanceOf(FerryError)
    expect(error.name).toBe('UnexpectedSignatureRequestError')
    expect(error.code).toBe('UNEXPECTED_SIGNATURE_REQUEST')
    expect(error.field).toBe('data.sign.domain.name')
    expect(error.expected).toBe('"ServiceNonceMapping"')
    expect(error.received).toBe('Permit2')
    expect(error.shortMessage).toBe('Refusing to sign: data.sign.domain.name must be "ServiceNonceMapping".')
    expect(error.message).toContain('Received: "Permit2"')
    expect(error.message).toContain('Nothing was sent to the wallet.')
  })

  it('describes values JSON cannot hold and shortens long ones', () => {
    const bigint = new UnexpectedSignatureRequestError({ field: 'f', expected: 'x', received: { nonce: 5n } })
    expect(bigint.metaMessages).toEqual(['Received: {"nonce":"5n"}'])
    const missing = new UnexpectedSignatureRequestError({ field: 'f', expected: 'x', received: undefined })
    expect(missing.metaMessages).toEqual(['Received: undefined'])
    const long = new UnexpectedSignatureRequestError({ field: 'f', expected: 'x', received: 'a'.repeat(1000) })
    expect(long.metaMessages?.[0]?.length).toBeLessThan(220)
  })
})

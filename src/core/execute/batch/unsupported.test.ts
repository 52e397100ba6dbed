import { MethodNotFoundRpcError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isBatchUnsupported } from './unsupported'

describe('isBatchUnsupported: the wallet cannot take the batch, as against the user declining it', () => {
  it.each([4200, -32601, -32004, 5700, 5710, 5740, 5760])('code %i means unsupported', (code) => {
    expect(isBatchUnsupported({ code })).toBe(true)
  })

  it("finds the code in viem's error chain", () => {
    expect(isBatchUnsupported(new MethodNotFoundRpcError(new Error('wallet_sendCalls')))).toBe(true)
  })

  it('a user rejection, an upgrade the user refused (5750), or an error without a code is no reason to send one by one', () => {
    expect(isBatchUnsupported(new UserRejectedRequestError(new Error('denied')))).toBe(false)
    expect(isBatchUnsupported({ code: 5750 })).toBe(false)
    expect(isBatchUnsupported(new Error('boom'))).toBe(false)
  })
})

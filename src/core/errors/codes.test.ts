import { describe, expect, expectTypeOf, it } from 'vitest'
import { FerryError, toFerryError, UnknownError, type FerryErrorCode } from './base'
import { UserRejectedError } from './execution'
import { AbortedError, HttpError } from './http'
import { FollowStoppedError, mayStillComplete, RequestInFlightError, RequestRefundedError, StatusTimeoutError } from './outcome'
import { TokenPriceUnavailableError } from './price'
import type { QuoteChangedError } from './run';
import { ExecutionInProgressError } from './run'

const REQUEST_ID = `0x${'ab'.repeat(32)}` as const

describe('error codes', () => {
  it('are literal types: each class narrows `code` to its own, a union a caller can switch over', () => {
    expectTypeOf<UserRejectedError['code']>().toEqualTypeOf<'USER_REJECTED'>()
    expectTypeOf<StatusTimeoutError['code']>().toEqualTypeOf<'STATUS_TIMEOUT'>()
    expectTypeOf<RequestInFlightError['code']>().toEqualTypeOf<'STATUS_TIMEOUT' | 'FOLLOW_STOPPED'>()
    expectTypeOf<QuoteChangedError['code']>().toEqualTypeOf<'QUOTE_CHANGED'>()
    expectTypeOf<TokenPriceUnavailableError['code']>().toEqualTypeOf<'TOKEN_PRICE_UNAVAILABLE'>()
    expectTypeOf<FerryError['code']>().toEqualTypeOf<FerryErrorCode>()
    // A code outside the union does not compile.
    // @ts-expect-error 'CANCELED' (one L) is no Ferry code
    new FerryError('CANCELED', 'x')
    expect(new UserRejectedError({}).code).toBe('USER_REJECTED')
    expect(new ExecutionInProgressError({ requestId: REQUEST_ID }).code).toBe('EXECUTION_IN_PROGRESS')
    expect(new TokenPriceUnavailableError({ chainId: 1, address: '0x' }).code).toBe('TOKEN_PRICE_UNAVAILABLE')
  })

  it('wrap what Ferry did not recognise in UnknownError, keeping Ferry errors as they are', () => {
    const raw = new TypeError('boom')
    const wrapped = toFerryError(raw)
    expect(wrapped).toBeInstanceOf(UnknownError)
    expect(wrapped).toMatchObject({ code: 'UNKNOWN_ERROR', cause: raw })
    const typed = new AbortedError()
    expect(toFerryError(typed)).toBe(typed)
  })
})

describe('mayStillComplete', () => {
  it('is true for the RequestInFlightErrors, and for their codes as a persisted run keeps them', () => {
    expect(mayStillComplete(new StatusTimeoutError({ requestId: REQUEST_ID }))).toBe(true)
    expect(mayStillComplete(new FollowStoppedError({ requestId: REQUEST_ID }))).toBe(true)
    expect(new FollowStoppedError({ requestId: REQUEST_ID })).toBeInstanceOf(RequestInFlightError)
    expect(mayStillComplete({ code: 'STATUS_TIMEOUT', message: 'Gave up waiting' })).toBe(true)
  })

  it('is false for an abort before paying, a refund, an HTTP error, anything else', () => {
    expect(mayStillComplete(new AbortedError())).toBe(false)
    expect(mayStillComplete(new RequestRefundedError({ requestId: REQUEST_ID, status: { status: 'refund', inTxHashes: [], txHashes: [] } }))).toBe(false)
    expect(mayStillComplete(new HttpError({ url: 'http://127.0.0.1', status: 503, serviceMessage: 'down', errorCode: undefined, body: undefined }))).toBe(false)
    expect(mayStillComplete(undefined)).toBe(false)
    expect(mayStillComplete({ code: 'ABORTED' })).toBe(false)
  })
})
